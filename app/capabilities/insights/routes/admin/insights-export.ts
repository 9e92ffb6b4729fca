/** /admin/insights/export.csv: the chosen range's numbers, one row per day and one per page, referrer, campaign, device, browser and outcome. */
import type { Route } from "./+types/insights-export";
import { requireRole } from "~/core/auth/guards.server.ts";
import { exportCsv } from "~/capabilities/insights/server/export.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireRole(request, context, "editor");
  const { csv, filename } = await exportCsv({ id: user.id, email: user.email }, new URL(request.url).searchParams);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
    },
  });
}
