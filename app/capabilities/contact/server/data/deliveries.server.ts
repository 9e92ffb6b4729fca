/**
 * The outbox's rows (SPEC §4): queuing a delivery (inside the message's own
 * transaction, or alone), "retry now", and what the studio reads about them.
 * Claiming due rows and recording each attempt is ./claims.server.ts.
 */
import type { Selectable, Transaction } from "kysely";
import type { DeliveryState } from "~/capabilities/contact/lib/status.ts";
import { db, nowIso } from "~/core/db/client.server.ts";
import { newId } from "~/core/db/ids.server.ts";
import type { Database } from "~/core/db/schema.server.ts";
import type { DeliveriesTable, DeliveryAttemptsTable, DeliveryKind } from "./tables.server.ts";

export type Delivery = Selectable<DeliveriesTable>;
export type Attempt = Selectable<DeliveryAttemptsTable>;

export interface NewDelivery {
  messageId: string | null;
  kind: DeliveryKind;
  recipient: string;
  transport: string;
}

export async function insertDelivery(trx: Transaction<Database>, d: NewDelivery): Promise<string> {
  const now = nowIso();
  const id = newId();
  await trx
    .insertInto("deliveries")
    .values({
      id,
      message_id: d.messageId,
      kind: d.kind,
      transport: d.transport,
      recipient: d.recipient,
      state: "queued",
      attempts: 0,
      window_attempts: 0,
      window_started_at: now,
      next_attempt_at: now,
      claimed_at: null,
      claim_token: null,
      last_error: null,
      provider_response: null,
      sent_at: null,
      created_at: now,
      updated_at: now,
      source: null,
      source_ref: null,
      bulk_group: null,
    })
    .execute();
  return id;
}

/** Another capability's mail, by reference (its manifest's `outbox` composes it when it is sent). */
export interface NewPreparedDelivery {
  source: string;
  ref: string;
  recipient: string;
  /** A mailing's id when this is one of many (sent at the source's rate). */
  bulkGroup?: string | null;
}

/** Queues prepared deliveries inside the caller's transaction (stored with what they are for, or not at all). Returns their ids. */
export async function insertPreparedDeliveries(
  trx: Transaction<Database>,
  rows: NewPreparedDelivery[],
  transport: string,
): Promise<string[]> {
  const now = nowIso();
  const ids: string[] = [];
  // Chunks keep each statement under SQLite's and PostgreSQL's parameter limits.
  for (let i = 0; i < rows.length; i += 200) {
    const values = rows.slice(i, i + 200).map((r) => {
      const id = newId();
      ids.push(id);
      return {
        id,
        message_id: null,
        kind: "prepared" as const,
        transport,
        recipient: r.recipient,
        state: "queued" as const,
        attempts: 0,
        window_attempts: 0,
        window_started_at: now,
        next_attempt_at: now,
        claimed_at: null,
        claim_token: null,
        last_error: null,
        provider_response: null,
        sent_at: null,
        created_at: now,
        updated_at: now,
        source: r.source,
        source_ref: r.ref,
        bulk_group: r.bulkGroup ?? null,
      };
    });
    await trx.insertInto("deliveries").values(values).execute();
  }
  return ids;
}

/** A mailing's deliveries by state (its report); `skipped` are those its capability chose not to send, or the log transport kept. */
export async function bulkGroupCounts(
  group: string,
  notSentPrefix: string,
): Promise<Record<"queued" | "sending" | "retrying" | "sent" | "failed" | "skipped", number>> {
  const rows = await db()
    .selectFrom("deliveries")
    .select((eb) => ["state", eb.fn.countAll<number>().as("n")])
    .where("bulk_group", "=", group)
    .groupBy("state")
    .execute();
  const skipped = await db()
    .selectFrom("deliveries")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("bulk_group", "=", group)
    .where("state", "=", "failed")
    .where("last_error", "like", `${notSentPrefix}%`)
    .executeTakeFirstOrThrow();
  // "Sent" is what a server accepted: the log transport's "sent" was kept in the studio, so it counts as not sent.
  const kept = await db()
    .selectFrom("deliveries")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("bulk_group", "=", group)
    .where("state", "=", "sent")
    .where("transport", "=", "log")
    .executeTakeFirstOrThrow();
  const out = { queued: 0, sending: 0, retrying: 0, sent: 0, failed: 0, skipped: Number(skipped.n) };
  for (const r of rows) out[r.state] = Number(r.n);
  out.failed -= out.skipped;
  out.sent -= Number(kept.n);
  out.skipped += Number(kept.n);
  return out;
}

export async function queueDelivery(d: NewDelivery): Promise<string> {
  return db()
    .transaction()
    .execute((trx) => insertDelivery(trx, d));
}

export async function getDelivery(id: string): Promise<Delivery | undefined> {
  return db().selectFrom("deliveries").selectAll().where("id", "=", id).executeTakeFirst();
}

/** "Retry now": failed or retrying → queued, due at once, with a fresh backoff window. */
export async function retryNow(id: string): Promise<boolean> {
  const now = nowIso();
  const res = await db()
    .updateTable("deliveries")
    .set({ state: "queued", next_attempt_at: now, window_attempts: 0, window_started_at: now, updated_at: now })
    .where("id", "=", id)
    .where("state", "in", ["failed", "retrying"])
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export interface DeliveryWithAttempts extends Delivery {
  history: Attempt[];
}

export async function deliveriesForMessage(messageId: string): Promise<DeliveryWithAttempts[]> {
  const rows = await db()
    .selectFrom("deliveries")
    .selectAll()
    .where("message_id", "=", messageId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  if (rows.length === 0) return [];
  const attempts = await db()
    .selectFrom("delivery_attempts")
    .selectAll()
    .where(
      "delivery_id",
      "in",
      rows.map((r) => r.id),
    )
    .orderBy("id")
    .execute();
  return rows.map((r) => ({ ...r, history: attempts.filter((a) => a.delivery_id === r.id) }));
}

/** For each message, the state of its latest notification (the inbox list flags failures). */
export async function deliverySummary(messageIds: string[]): Promise<Map<string, DeliveryState>> {
  const out = new Map<string, DeliveryState>();
  if (messageIds.length === 0) return out;
  const rows = await db()
    .selectFrom("deliveries")
    .select(["message_id", "state"])
    .where("message_id", "in", messageIds)
    .where("kind", "=", "notification")
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  for (const r of rows) if (r.message_id) out.set(r.message_id, r.state);
  return out;
}

export async function countDeliveries(): Promise<Record<DeliveryState, number>> {
  const rows = await db()
    .selectFrom("deliveries")
    .select(["state", (eb) => eb.fn.countAll<number>().as("n")])
    .groupBy("state")
    .execute();
  const out: Record<DeliveryState, number> = { queued: 0, sending: 0, retrying: 0, sent: 0, failed: 0 };
  for (const r of rows) out[r.state] = Number(r.n);
  return out;
}

/** The most recent failed deliveries with their message, for the dashboard. */
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

export async function latestTest(): Promise<DeliveryWithAttempts | undefined> {
  const d = await db()
    .selectFrom("deliveries")
    .selectAll()
    .where("kind", "=", "test")
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  if (!d) return undefined;
  const history = await db()
    .selectFrom("delivery_attempts")
    .selectAll()
    .where("delivery_id", "=", d.id)
    .orderBy("id")
    .execute();
  return { ...d, history };
}
