/**
 * Fixed-window counters in the database, so limits hold across processes
 * (SPEC §5). Used by sign-in throttling and the contact form.
 */
import { sql } from "kysely";
import { db } from "~/core/db/client.server.ts";

export interface LimitResult {
  count: number;
  resetAt: Date;
}

/** Adds one to the counter `key` (window `windowMs`) and returns the new count. */
export async function hit(key: string, windowMs: number, now = new Date()): Promise<LimitResult> {
  const nowIso = now.toISOString();
  const reset = new Date(now.getTime() + windowMs).toISOString();
  const row = await db()
    .insertInto("rate_limits")
    .values({ key, count: 1, reset_at: reset })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        count: sql<number>`case when rate_limits.reset_at <= ${nowIso} then 1 else rate_limits.count + 1 end`,
        reset_at: sql<string>`case when rate_limits.reset_at <= ${nowIso} then ${reset} else rate_limits.reset_at end`,
      }),
    )
    .returning(["count", "reset_at"])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), resetAt: new Date(row.reset_at) };
}

/** The current count without adding to it (0 once the window has passed). */
export async function peek(key: string, now = new Date()): Promise<LimitResult> {
  const row = await db().selectFrom("rate_limits").selectAll().where("key", "=", key).executeTakeFirst();
  if (!row || row.reset_at <= now.toISOString()) return { count: 0, resetAt: now };
  return { count: Number(row.count), resetAt: new Date(row.reset_at) };
}

export async function clear(key: string): Promise<void> {
  await db().deleteFrom("rate_limits").where("key", "=", key).execute();
}

export async function purgeExpired(now = new Date()): Promise<void> {
  await db().deleteFrom("rate_limits").where("reset_at", "<=", now.toISOString()).execute();
}
