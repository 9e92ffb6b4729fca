/**
 * The studio inbox: one page of the list with its counts and each message's
 * delivery flag, the CSV export (audited here), and a message's file.
 */
import { audit, type Actor } from "~/core/audit/audit.server.ts";
import { notFound } from "~/core/http/errors.server.ts";
import { getSettings } from "~/core/settings/settings.server.ts";
import type { MessageFilter } from "~/capabilities/contact/lib/filters.ts";
import { deliverySummary } from "./data/deliveries.server.ts";
import {
  countByStatus,
  getAttachment,
  iterateMessages,
  listMessages,
  type Attachment,
  type MessageSummary,
} from "./data/messages.server.ts";

export const INBOX_PAGE_SIZE = 50;

export interface InboxQuery {
  filter: MessageFilter;
  q: string;
  page: number;
}

/** The inbox list as the studio shows it: excerpts, not whole messages. */
export async function inboxPage({ filter, q, page }: InboxQuery) {
  const [{ rows, total }, counts, settings] = await Promise.all([
    listMessages({ filter, q, limit: INBOX_PAGE_SIZE, offset: (page - 1) * INBOX_PAGE_SIZE }),
    countByStatus(),
    getSettings(),
  ]);
  const summary = await deliverySummary(rows.map((r) => r.id));
  return {
    total,
    pages: Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE)),
    counts,
    timeZone: settings.time_zone,
    rows: rows.map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      topic: r.topic,
      excerpt: r.body.length > 90 ? `${r.body.slice(0, 89)}…` : r.body,
      status: r.status,
      received_at: r.received_at,
      has_attachment: r.has_attachment,
      delivery: summary.get(r.id) ?? null,
    })),
  };
}

/** Every message matching the filter, oldest page first, for the CSV export; the export is audited before a row is read. */
export async function exportInbox(
  actor: Actor,
  query: Omit<InboxQuery, "page">,
): Promise<AsyncGenerator<MessageSummary>> {
  await audit(actor, "inbox.export", "message", null, { filter: query.filter, q: query.q });
  return iterateMessages(query);
}

/** A message's attachment, or the catalogue's not_found. */
export async function messageAttachment(messageId: string): Promise<Attachment> {
  const a = await getAttachment(messageId);
  if (!a) throw notFound();
  return a;
}
