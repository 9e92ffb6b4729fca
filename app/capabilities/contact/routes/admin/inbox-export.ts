/** /admin/inbox/export.csv: the filtered list as CSV (SPEC §10), streamed. */
import type { Route } from "./+types/inbox-export";
import { csvRow } from "~/core/csv/csv.server.ts";
import { requireRole } from "~/core/auth/guards.server.ts";
import { exportInbox } from "~/capabilities/contact/server/inbox.server.ts";
import { readFilter } from "~/capabilities/contact/lib/filters.ts";

const COLUMNS = [
  "id",
  "received_at",
  "status",
  "topic",
  "name",
  "email",
  "phone",
  "date_wanted",
  "message",
  "consent",
  "attachment",
  "spam_reasons",
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireRole(request, context, "editor");
  const { filter, q } = readFilter(new URL(request.url));
  const rows = await exportInbox({ id: user.id, email: user.email }, { filter, q });
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      // A byte-order mark so spreadsheet programs read the file as UTF-8.
      controller.enqueue(encoder.encode("\uFEFF" + csvRow(COLUMNS)));
    },
    async pull(controller) {
      const next = await rows.next();
      if (next.done) return controller.close();
      const m = next.value;
      controller.enqueue(
        encoder.encode(
          csvRow([
            m.id,
            m.received_at,
            m.status,
            m.topic,
            m.name,
            m.email,
            m.phone,
            m.date_wanted,
            m.body,
            m.consent ? "yes" : "no",
            m.has_attachment ? "yes" : "no",
            m.spam_reasons === "[]" ? "" : m.spam_reasons,
          ]),
        ),
      );
    },
  });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="messages-${filter}-${day}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
