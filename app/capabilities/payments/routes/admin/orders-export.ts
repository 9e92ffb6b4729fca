/** /admin/orders/export.csv — the orders for accounting, with the list's filters (gross, VAT, provider fee, net); audited. */
import type { Route } from "./+types/orders-export";
import { requireRole } from "~/core/auth/guards.server.ts";
import { ordersCsv, readFilters } from "~/capabilities/payments/server/studio.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireRole(request, context, "editor");
  const csv = await ordersCsv({ id: user.id, email: user.email }, readFilters(new URL(request.url).searchParams));
  return new Response(`\uFEFF${csv}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="orders-${new Date().toISOString().slice(0, 10)}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
