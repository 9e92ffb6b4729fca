/**
 * The outbox's rows (SPEC §4): queuing deliveries (inside the caller's own
 * transaction), "retry now", and what the studio reads about them. Claiming
 * due rows and recording each attempt is ./claims.server.ts.
 */
import type { Selectable, Transaction } from "kysely";
import { db, nowIso } from "~/core/db/client.server.ts";
import { newId } from "~/core/db/ids.server.ts";
import type { Database } from "~/core/db/schema.server.ts";
import type { DeliveryState } from "../states.ts";
import type { DeliveriesTable, DeliveryAttemptsTable } from "./tables.server.ts";

export type Delivery = Selectable<DeliveriesTable>;
export type Attempt = Selectable<DeliveryAttemptsTable>;

export interface NewDelivery {
  kind: string;
  /** What the kind's `compose` is given (null for the core's own test e-mail). */
  ref: string | null;
  /** The capability that declared the kind, for the record. */
  source: string | null;
  recipient: string;
  /** A mailing's id when this is one of many (sent at its kind's rate). */
  bulkGroup?: string | null;
}

/** Stores deliveries inside the caller's transaction (stored with what they are for, or not at all). Returns their ids. */
export async function insertDeliveries(
  trx: Transaction<Database>,
  rows: NewDelivery[],
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
        kind: r.kind,
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

/** A mailing's deliveries by state (its report); `skipped` are those its kind chose not to send. */
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
  const out = { queued: 0, sending: 0, retrying: 0, sent: 0, failed: 0, skipped: Number(skipped.n) };
  for (const r of rows) out[r.state] = Number(r.n);
  out.failed -= out.skipped;
  return out;
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

/** The deliveries with every attempt of each, oldest attempt first. */
export async function withAttempts(rows: Delivery[]): Promise<DeliveryWithAttempts[]> {
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

/** The latest test e-mail (the core's own kind "test"), with its attempts. */
export async function latestTest(): Promise<DeliveryWithAttempts | undefined> {
  const d = await db()
    .selectFrom("deliveries")
    .selectAll()
    .where("kind", "=", "test")
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  return d ? (await withAttempts([d]))[0] : undefined;
}
