/** /admin/store/codes.csv?batch=… — one batch of download codes, for the printer (issue 30). */
import type { Route } from "./+types/store-codes";
import { requireRole } from "~/core/auth/guards.server.ts";
import { notFound } from "~/core/http/errors.server.ts";
import { batchCsv } from "~/capabilities/payments/server/store/codes.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, "editor");
  const batch = new URL(request.url).searchParams.get("batch") ?? "";
  const csv = await batchCsv(batch);
  if (!csv) throw notFound();
  return new Response(`\uFEFF${csv}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="download-codes-${batch.replace(/[^\w-]+/g, "-").slice(0, 60)}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
