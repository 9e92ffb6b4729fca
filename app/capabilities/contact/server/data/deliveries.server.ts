/**
 * This capability's mail in the outbox (core/mail): queued by kind with the
 * message's id as the reference, and tied to the message by its own column
 * (message_id, deleted with the message), which the inbox reads it by.
 */
import type { Transaction } from "kysely";
import type { DeliveryState } from "~/core/mail/states.ts";
import { db } from "~/core/db/client.server.ts";
import type { Database } from "~/core/db/schema.server.ts";
import { queueMail } from "~/core/mail/outbox.server.ts";
import { withAttempts, type Delivery, type DeliveryWithAttempts } from "~/core/mail/data/deliveries.server.ts";
import { CONTACT_NOTIFICATION, type ContactMailKind } from "~/capabilities/contact/lib/mail-kinds.ts";

export interface NewContactMail {
  kind: ContactMailKind;
  recipient: string;
  /** The transport in force when it is queued (the outbox records it). */
  transport: string;
}

/** Queues the message's mail inside the caller's transaction. */
export async function queueMessageMail(
  trx: Transaction<Database>,
  messageId: string,
  mails: NewContactMail[],
): Promise<void> {
  for (const m of mails) {
    const ids = await queueMail(trx, [{ kind: m.kind, ref: messageId, recipient: m.recipient }], m.transport);
    await trx.updateTable("deliveries").set({ message_id: messageId }).where("id", "in", ids).execute();
  }
}

/** The message's deliveries, oldest first, each with its attempts. */
export async function deliveriesForMessage(messageId: string): Promise<DeliveryWithAttempts[]> {
  const rows = await db()
    .selectFrom("deliveries")
    .selectAll()
    .where("message_id", "=", messageId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return withAttempts(rows);
}

/** For each message, the state of its latest notification (the inbox list flags failures). */
export async function deliverySummary(messageIds: string[]): Promise<Map<string, DeliveryState>> {
  const out = new Map<string, DeliveryState>();
  if (messageIds.length === 0) return out;
  const rows = await db()
    .selectFrom("deliveries")
    .select(["message_id", "state"])
    .where("message_id", "in", messageIds)
    .where("kind", "=", CONTACT_NOTIFICATION)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  for (const r of rows) if (r.message_id) out.set(r.message_id, r.state);
  return out;
}

/** The most recent failed deliveries (any mail of the site) with their message, for the dashboard. */
export async function recentFailed(limit = 5): Promise<(Delivery & { message_name: string | null })[]> {
  return db()
    .selectFrom("deliveries")
    .leftJoin("messages", "messages.id", "deliveries.message_id")
    .selectAll("deliveries")
    .select("messages.name as message_name")
    .where("deliveries.state", "=", "failed")
    .orderBy("deliveries.updated_at", "desc")
    .limit(limit)
    .execute();
}
