/** /admin/rsvp/:eventId/:date/guests.csv: the date's guest list as CSV (audited). */
import type { Route } from "./+types/rsvp-export";
import { requireRole } from "~/core/auth/guards.server.ts";
import { exportGuests } from "~/capabilities/rsvp/server/studio.server.ts";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireRole(request, context, "editor");
  const { csv, filename } = await exportGuests({ id: user.id, email: user.email }, params.eventId, params.date);
  // A byte-order mark so spreadsheet programs read the file as UTF-8.
  return new Response("\uFEFF" + csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename.replace(/[^\w.-]/g, "_")}"`,
      "Cache-Control": "no-store",
    },
  });
}
