/**
 * The outbox (SPEC §4). Deliveries are claimed with a lease: a worker marks a
 * row `sending` with a token and a time; if it dies before recording the
 * result, the lease runs out, the lost attempt is recorded and another worker
 * sends again (same Message-ID), so a crash may re-send but never drops. On PostgreSQL the claim skips rows
 * another worker holds (FOR UPDATE SKIP LOCKED); on SQLite the claim is one
 * UPDATE … RETURNING statement, which the database runs alone.
 */
import { randomBytes } from "node:crypto";
import type { Selectable, Transaction } from "kysely";
import { afterFailure } from "~/capabilities/contact/lib/backoff.ts";
import type { DeliveryState } from "~/capabilities/contact/lib/status.ts";
import type { SendResult } from "~/capabilities/contact/server/email/types.server.ts";
import { db, dialect, nowIso } from "~/core/db/client.server.ts";
import { newId } from "~/core/db/ids.server.ts";
import type { Database } from "~/core/db/schema.server.ts";
import type { DeliveriesTable, DeliveryAttemptsTable, DeliveryKind } from "./tables.server.ts";

export type Delivery = Selectable<DeliveriesTable>;
export type Attempt = Selectable<DeliveryAttemptsTable>;

/** Longer than the slowest send (three time-outs of 20 s), so a live worker never loses its claim. */
export const LEASE_MS = 2 * 60_000;
/** How long an unconfigured transport waits before the worker looks again. */
export const UNCONFIGURED_PAUSE_MS = 60_000;

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
    })
    .execute();
  return id;
}

export async function queueDelivery(d: NewDelivery): Promise<string> {
  return db()
    .transaction()
    .execute((trx) => insertDelivery(trx, d));
}

export async function getDelivery(id: string): Promise<Delivery | undefined> {
  return db().selectFrom("deliveries").selectAll().where("id", "=", id).executeTakeFirst();
}

/** What an expired claim leaves in the history: the worker stopped before it could say what happened. */
export const LOST_ATTEMPT =
  "No result was recorded: the server stopped (or lost its claim) during this attempt. The e-mail may have gone out; a re-send carries the same Message-ID.";

/**
 * Expired claims: a `sending` row whose lease ran out belongs to a worker that
 * died. Each one is recorded as an attempt, then is due again at once — or,
 * past SPEC §4's limit (10 attempts or 72 h), ends as `failed`, so a delivery
 * that kills the process every time cannot loop forever. The compare-and-set
 * on the claim token lets only one worker record each lost attempt.
 */
async function recoverExpired(now: Date, staleBefore: string): Promise<void> {
  const nowS = now.toISOString();
  const expired = await db()
    .selectFrom("deliveries")
    .selectAll()
    .where("state", "=", "sending")
    .where("claimed_at", "<", staleBefore)
    .limit(100)
    .execute();
  for (const d of expired) {
    const next = afterFailure({ attempts: d.window_attempts, windowStart: new Date(d.window_started_at), now });
    await db()
      .transaction()
      .execute(async (trx) => {
        const res = await trx
          .updateTable("deliveries")
          .set({
            ...(next.state === "failed" ? { state: "failed" } : { state: "retrying", next_attempt_at: nowS }),
            last_error: LOST_ATTEMPT,
            claimed_at: null,
            claim_token: null,
            updated_at: nowS,
          })
          .where("id", "=", d.id)
          .where("state", "=", "sending")
          .where("claim_token", "=", d.claim_token)
          .executeTakeFirst();
        if (Number(res.numUpdatedRows) !== 1) return;
        await trx
          .insertInto("delivery_attempts")
          .values({
            delivery_id: d.id,
            attempt: d.attempts,
            transport: d.transport,
            started_at: d.claimed_at ?? nowS,
            finished_at: nowS,
            outcome: next.state === "failed" ? "failed" : "retry",
            detail: LOST_ATTEMPT,
          })
          .execute();
      });
  }
}

/**
 * Claims up to `limit` due deliveries for this worker: queued or retrying ones
 * whose time has come, after giving expired claims back (see recoverExpired).
 * Each claim counts as an attempt.
 */
export async function claimDue(opts: { limit: number; now?: Date; leaseMs?: number }): Promise<Delivery[]> {
  const now = opts.now ?? new Date();
  const nowS = now.toISOString();
  const staleBefore = new Date(now.getTime() - (opts.leaseMs ?? LEASE_MS)).toISOString();
  await recoverExpired(now, staleBefore);
  const token = randomBytes(12).toString("base64url");
  let due = db()
    .selectFrom("deliveries")
    .select("id")
    .where("state", "in", ["queued", "retrying"])
    .where("next_attempt_at", "<=", nowS)
    .orderBy("next_attempt_at")
    .limit(opts.limit);
  if (dialect() === "postgres") due = due.forUpdate().skipLocked();
  return db()
    .updateTable("deliveries")
    .set((eb) => ({
      state: "sending",
      claimed_at: nowS,
      claim_token: token,
      attempts: eb("attempts", "+", 1),
      window_attempts: eb("window_attempts", "+", 1),
      updated_at: nowS,
    }))
    .where("id", "in", due)
    .returningAll()
    .execute();
}

/** Claims one queued delivery by id (the studio's "send test e-mail" sends at once). */
export async function claimById(id: string, now: Date = new Date()): Promise<Delivery | undefined> {
  const nowS = now.toISOString();
  return db()
    .updateTable("deliveries")
    .set((eb) => ({
      state: "sending",
      claimed_at: nowS,
      claim_token: randomBytes(12).toString("base64url"),
      attempts: eb("attempts", "+", 1),
      window_attempts: eb("window_attempts", "+", 1),
      updated_at: nowS,
    }))
    .where("id", "=", id)
    .where("state", "=", "queued")
    .returningAll()
    .executeTakeFirst();
}

/**
 * Records one attempt and moves the delivery on (SPEC §4). Only the worker
 * holding the claim may record; a late answer from a worker whose lease
 * expired is kept in the history but does not change the state.
 */
export async function recordResult(
  d: Delivery,
  result: SendResult,
  opts: { transport: string; startedAt: Date; now?: Date; recipient?: string },
): Promise<DeliveryState> {
  const now = opts.now ?? new Date();
  const nowS = now.toISOString();
  const detail = result.status === "sent" ? result.response : result.error;
  return db()
    .transaction()
    .execute(async (trx) => {
      await trx
        .insertInto("delivery_attempts")
        .values({
          delivery_id: d.id,
          attempt: d.attempts,
          transport: opts.transport,
          started_at: opts.startedAt.toISOString(),
          finished_at: nowS,
          outcome: result.status,
          detail: detail.slice(0, 2000),
        })
        .execute();
      let patch: Partial<Delivery>;
      if (result.status === "sent") {
        patch = { state: "sent", sent_at: nowS, provider_response: detail.slice(0, 2000), last_error: null };
      } else if (result.status === "failed") {
        patch = { state: "failed", last_error: detail.slice(0, 2000) };
      } else if (result.status === "unconfigured") {
        // Nothing was attempted: give the attempt back and wait for the settings.
        patch = {
          state: "queued",
          attempts: Math.max(0, d.attempts - 1),
          window_attempts: Math.max(0, d.window_attempts - 1),
          next_attempt_at: new Date(now.getTime() + UNCONFIGURED_PAUSE_MS).toISOString(),
          last_error: detail.slice(0, 2000),
        };
      } else {
        const next = afterFailure({ attempts: d.window_attempts, windowStart: new Date(d.window_started_at), now });
        patch =
          next.state === "failed"
            ? { state: "failed", last_error: detail.slice(0, 2000) }
            : { state: "retrying", next_attempt_at: next.nextAttemptAt.toISOString(), last_error: detail.slice(0, 2000) };
      }
      const res = await trx
        .updateTable("deliveries")
        .set({ ...patch, transport: opts.transport, ...(opts.recipient ? { recipient: opts.recipient } : {}), claimed_at: null, claim_token: null, updated_at: nowS })
        .where("id", "=", d.id)
        .where("claim_token", "=", d.claim_token)
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) === 1) return patch.state as DeliveryState;
      const current = await trx.selectFrom("deliveries").select("state").where("id", "=", d.id).executeTakeFirst();
      return (current?.state ?? "failed") as DeliveryState;
    });
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
  const rows = await db().selectFrom("deliveries").selectAll().where("message_id", "=", messageId).orderBy("created_at").orderBy("id").execute();
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
  const d = await db().selectFrom("deliveries").selectAll().where("kind", "=", "test").orderBy("created_at", "desc").orderBy("id", "desc").limit(1).executeTakeFirst();
  if (!d) return undefined;
  const history = await db().selectFrom("delivery_attempts").selectAll().where("delivery_id", "=", d.id).orderBy("id").execute();
  return { ...d, history };
}

