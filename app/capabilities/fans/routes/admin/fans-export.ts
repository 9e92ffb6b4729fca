/** /admin/fans/export.csv: the filtered subscribers with their consent records, streamed (issue 12 point 4). */
import type { Route } from "./+types/fans-export";
import { requireRole } from "~/core/auth/guards.server.ts";
import { csvRow } from "~/core/csv/csv.server.ts";
import { readQuery } from "~/capabilities/fans/lib/filters.ts";
import { EXPORT_COLUMNS, exportCells, exportSubscribers } from "~/capabilities/fans/server/studio.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireRole(request, context, "editor");
  const rows = await exportSubscribers({ id: user.id, email: user.email }, readQuery(new URL(request.url)));
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      // A byte-order mark so spreadsheet programs read the file as UTF-8.
      controller.enqueue(encoder.encode("\uFEFF" + csvRow(EXPORT_COLUMNS)));
    },
    async pull(controller) {
      const next = await rows.next();
      if (next.done) return controller.close();
      controller.enqueue(encoder.encode(csvRow(exportCells(next.value))));
    },
    async cancel() {
      await rows.return(undefined);
    },
  });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="subscribers-${day}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
