/**
 * The delivery queue's worker side (issue 31, ADR 3100): SQL only. A worker claims due deliveries by
 * marking them `sending` with a token and the time, in one UPDATE … RETURNING (over FOR UPDATE SKIP
 * LOCKED on PostgreSQL), so several processes never take the same one; only the token's holder
 * records the result. A claim older than the lease belongs to a process that died: it is due again.
 * One inbox gets its deliveries in the order the activities were made (a Create before its Update):
 * a delivery is not claimed while an older one to the same inbox is still waiting or in hand.
 */
import { randomBytes } from "node:crypto";
import { db, dialect } from "~/core/db/client.server.ts";
import type { DeliveryRow } from "./activities.server.ts";

/** Longer than a delivery can take (10 s, twice with the second signature form) with a wide margin. */
export const LEASE_MS = 2 * 60_000;

/** Claims of workers that stopped: due again, the attempt they counted kept. */
export async function recoverExpired(nowIso: string, staleBefore: string): Promise<number> {
  const r = await db()
    .updateTable("fediverse_deliveries")
    .set({
      state: "retrying",
      claimed_at: null,
      claim_token: null,
      next_attempt_at: nowIso,
      last_error: "No result was recorded: the server stopped during this attempt.",
      updated_at: nowIso,
    })
    .where("state", "=", "sending")
    .where("claimed_at", "<", staleBefore)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

export async function claimDue(limit: number, nowIso: string): Promise<DeliveryRow[]> {
  const token = randomBytes(12).toString("base64url");
  let due = db()
    .selectFrom("fediverse_deliveries as d")
    .select("d.id")
    .where("d.state", "in", ["queued", "retrying"])
    .where("d.next_attempt_at", "<=", nowIso)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom("fediverse_deliveries as e")
            .select("e.id")
            .whereRef("e.inbox", "=", "d.inbox")
            .where("e.state", "in", ["queued", "retrying", "sending"])
            .whereRef("e.created_at", "<", "d.created_at"),
        ),
      ),
    )
    .orderBy("d.next_attempt_at")
    .limit(limit);
  if (dialect() === "postgres") due = due.forUpdate().skipLocked();
  return db()
    .updateTable("fediverse_deliveries")
    .set((eb) => ({
      state: "sending",
      claimed_at: nowIso,
      claim_token: token,
      attempts: eb("attempts", "+", 1),
      updated_at: nowIso,
    }))
    .where("id", "in", due)
    .returningAll()
    .execute();
}

export type Outcome =
  | { state: "sent"; status: number }
  | { state: "retrying"; nextAttemptAt: string; status: number | null; error: string }
  | { state: "failed"; status: number | null; error: string };

/** Records the result, if this worker still holds the claim. True when it did. */
export async function recordOutcome(d: DeliveryRow, o: Outcome, nowIso: string): Promise<boolean> {
  const patch =
    o.state === "sent"
      ? { state: "sent" as const, sent_at: nowIso, last_status: o.status, last_error: null }
      : o.state === "retrying"
        ? { state: "retrying" as const, next_attempt_at: o.nextAttemptAt, last_status: o.status, last_error: o.error }
        : { state: "failed" as const, last_status: o.status, last_error: o.error };
  const r = await db()
    .updateTable("fediverse_deliveries")
    .set({ ...patch, claimed_at: null, claim_token: null, updated_at: nowIso })
    .where("id", "=", d.id)
    .where("claim_token", "=", d.claim_token)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/**
 * A server that just failed is left alone until its next try: its other waiting deliveries wait
 * with it instead of taking workers from servers that answer (no attempt is counted for them).
 */
export async function holdHost(host: string, untilIso: string, nowIso: string): Promise<void> {
  await db()
    .updateTable("fediverse_deliveries")
    .set({ next_attempt_at: untilIso, updated_at: nowIso })
    .where("host", "=", host)
    .where("state", "in", ["queued", "retrying"])
    .where("next_attempt_at", "<", untilIso)
    .execute();
}

/** Whether anything is due now (the worker keeps going while it is). */
export async function nextDue(): Promise<string | null> {
  const r = await db()
    .selectFrom("fediverse_deliveries")
    .select((eb) => eb.fn.min("next_attempt_at").as("at"))
    .where("state", "in", ["queued", "retrying"])
    .executeTakeFirst();
  return (r?.at as string | null | undefined) ?? null;
}

/** "Retry now" in the studio: failed or waiting deliveries of an activity go again at once, with a fresh window. */
export async function retryNow(activityId: string, nowIso: string): Promise<number> {
  const r = await db()
    .updateTable("fediverse_deliveries")
    .set({ state: "queued", next_attempt_at: nowIso, window_started_at: nowIso, attempts: 0, updated_at: nowIso })
    .where("activity_id", "=", activityId)
    .where("state", "in", ["failed", "retrying"])
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}
