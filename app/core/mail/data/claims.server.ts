/**
 * The outbox's worker side (SPEC §4). Deliveries are claimed with a lease: a
 * worker marks a row `sending` with a token and a time; if it dies before
 * recording the result, the lease runs out, the lost attempt is recorded and
 * another worker sends again (same Message-ID), so a crash may re-send but
 * never drops. On PostgreSQL the claim skips rows another worker holds (FOR
 * UPDATE SKIP LOCKED); on SQLite the claim is one UPDATE … RETURNING
 * statement, which the database runs alone.
 */
import { randomBytes } from "node:crypto";
import { afterFailure } from "../backoff.ts";
import type { DeliveryState } from "../states.ts";
import type { SendResult } from "../types.server.ts";
import { db, dialect } from "~/core/db/client.server.ts";
import type { Delivery } from "./deliveries.server.ts";

/** Longer than the slowest send (three time-outs of 20 s), so a live worker never loses its claim. */
export const LEASE_MS = 2 * 60_000;
/** How long an unconfigured transport waits before the worker looks again. */
export const UNCONFIGURED_PAUSE_MS = 60_000;

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
export async function claimDue(opts: {
  limit: number;
  now?: Date;
  leaseMs?: number;
  bulkLimit?: number;
}): Promise<Delivery[]> {
  const now = opts.now ?? new Date();
  const staleBefore = new Date(now.getTime() - (opts.leaseMs ?? LEASE_MS)).toISOString();
  await recoverExpired(now, staleBefore);
  // Single mails first (a booking's notification, a sign-up confirmation), then a mailing's at its rate:
  // a newsletter to thousands never holds up the contact form.
  const single = await claimSome(now, opts.limit, false);
  const bulk = Math.min(opts.limit - single.length, opts.bulkLimit ?? opts.limit);
  return bulk > 0 ? [...single, ...(await claimSome(now, bulk, true))] : single;
}

/** Bulk deliveries of mail kind `kind` attempted in the minute before `now` (its rate's budget is what is left). */
export async function recentBulkAttempts(kind: string, now: Date): Promise<number> {
  const row = await db()
    .selectFrom("deliveries")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("kind", "=", kind)
    .where("bulk_group", "is not", null)
    .where("state", "!=", "queued")
    .where("updated_at", ">=", new Date(now.getTime() - 60_000).toISOString())
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function claimSome(now: Date, limit: number, bulk: boolean): Promise<Delivery[]> {
  const nowS = now.toISOString();
  const token = randomBytes(12).toString("base64url");
  let due = db()
    .selectFrom("deliveries")
    .select("id")
    .where("state", "in", ["queued", "retrying"])
    .where("next_attempt_at", "<=", nowS)
    .where("bulk_group", bulk ? "is not" : "is", null)
    .orderBy("next_attempt_at")
    .limit(limit);
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
            : {
                state: "retrying",
                next_attempt_at: next.nextAttemptAt.toISOString(),
                last_error: detail.slice(0, 2000),
              };
      }
      const res = await trx
        .updateTable("deliveries")
        .set({
          ...patch,
          transport: opts.transport,
          ...(opts.recipient ? { recipient: opts.recipient } : {}),
          claimed_at: null,
          claim_token: null,
          updated_at: nowS,
        })
        .where("id", "=", d.id)
        .where("claim_token", "=", d.claim_token)
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) === 1) return patch.state as DeliveryState;
      const current = await trx.selectFrom("deliveries").select("state").where("id", "=", d.id).executeTakeFirst();
      return (current?.state ?? "failed") as DeliveryState;
    });
}
