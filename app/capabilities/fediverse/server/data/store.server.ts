/**
 * The rows behind Fedify's KvStore and MessageQueue (ADR 3100): SQL only. Keys are the JSON of
 * Fedify's key arrays; values are JSON. The queue's claim is one UPDATE … RETURNING (on PostgreSQL
 * over a FOR UPDATE SKIP LOCKED subselect), so two processes never take the same message.
 */
import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import { db, dialect, type DB } from "~/core/db/client.server.ts";
import { newId } from "~/core/db/ids.server.ts";
import type { FediverseQueueTable } from "./tables.server.ts";

/** `%`, `_` and `\` taken literally in a LIKE pattern (with ESCAPE '\'). */
const likeLiteral = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function kvGet(key: string, nowIso: string, q: DB = db()): Promise<string | undefined> {
  const row = await q
    .selectFrom("fediverse_kv")
    .select(["value", "expires_at"])
    .where("key", "=", key)
    .executeTakeFirst();
  if (!row || (row.expires_at !== null && row.expires_at <= nowIso)) return undefined;
  return row.value;
}

export async function kvSet(key: string, value: string, expiresAt: string | null, q: DB = db()): Promise<void> {
  await q
    .insertInto("fediverse_kv")
    .values({ key, value, expires_at: expiresAt })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value, expires_at: expiresAt }))
    .execute();
}

export async function kvDelete(key: string, q: DB = db()): Promise<void> {
  await q.deleteFrom("fediverse_kv").where("key", "=", key).execute();
}

/** Compare-and-swap: `value` is stored only if the current value's JSON is `expected` (undefined: absent or expired). */
export async function kvSwap(
  key: string,
  expected: (current: string | undefined) => boolean,
  value: string,
  expiresAt: string | null,
  nowIso: string,
): Promise<boolean> {
  return db()
    .transaction()
    .execute(async (trx) => {
      let read = trx.selectFrom("fediverse_kv").select(["value", "expires_at"]).where("key", "=", key);
      if (dialect() === "postgres") read = read.forUpdate();
      const row = await read.executeTakeFirst();
      const current = row && (row.expires_at === null || row.expires_at > nowIso) ? row.value : undefined;
      if (!expected(current)) return false;
      await trx
        .insertInto("fediverse_kv")
        .values({ key, value, expires_at: expiresAt })
        .onConflict((oc) => oc.column("key").doUpdateSet({ value, expires_at: expiresAt }))
        .execute();
      return true;
    });
}

/** Entries whose key is `prefix` or starts with it as a key array ("[\"a\"" matches ["a"] and ["a", …]). */
export async function kvList(prefixJson: string | null, nowIso: string): Promise<{ key: string; value: string }[]> {
  let q = db()
    .selectFrom("fediverse_kv")
    .select(["key", "value"])
    .where((eb) => eb.or([eb("expires_at", "is", null), eb("expires_at", ">", nowIso)]));
  if (prefixJson !== null) {
    const open = prefixJson.slice(0, -1); // without the closing bracket
    q = q.where((eb) =>
      eb.or([eb("key", "=", prefixJson), sql<boolean>`${sql.ref("key")} like ${likeLiteral(open) + ",%"} escape '\\'`]),
    );
  }
  return q.orderBy("key").execute();
}

export async function kvPurgeExpired(nowIso: string): Promise<number> {
  const r = await db().deleteFrom("fediverse_kv").where("expires_at", "<=", nowIso).executeTakeFirst();
  return Number(r.numDeletedRows);
}

export async function queueInsert(
  rows: { message: string; orderingKey: string | null; runAt: string }[],
  nowIso: string,
): Promise<void> {
  if (!rows.length) return;
  await db()
    .insertInto("fediverse_queue")
    .values(
      rows.map((r) => ({
        id: newId(),
        message: r.message,
        ordering_key: r.orderingKey,
        run_at: r.runAt,
        claimed_at: null,
        claim_token: null,
        created_at: nowIso,
      })),
    )
    .execute();
}

/**
 * Claims one due message for this worker: not claimed (or claimed by a worker whose lease ran out),
 * and — for an ordering key — no older message of that key still waiting or in hand.
 */
export async function queueClaim(nowIso: string, staleBefore: string): Promise<FediverseQueueTable | undefined> {
  const token = randomBytes(12).toString("base64url");
  let due = db()
    .selectFrom("fediverse_queue as q")
    .select("q.id")
    .where("q.run_at", "<=", nowIso)
    .where((eb) => eb.or([eb("q.claimed_at", "is", null), eb("q.claimed_at", "<", staleBefore)]))
    .where((eb) =>
      eb.or([
        eb("q.ordering_key", "is", null),
        eb.not(
          eb.exists(
            eb
              .selectFrom("fediverse_queue as o")
              .select("o.id")
              .whereRef("o.ordering_key", "=", "q.ordering_key")
              .whereRef("o.id", "!=", "q.id")
              .where((w) =>
                w.or([
                  w("o.created_at", "<", w.ref("q.created_at")),
                  w.and([w("o.claimed_at", "is not", null), w("o.claimed_at", ">=", staleBefore)]),
                ]),
              ),
          ),
        ),
      ]),
    )
    .orderBy("q.run_at")
    .limit(1);
  if (dialect() === "postgres") due = due.forUpdate().skipLocked();
  return db()
    .updateTable("fediverse_queue")
    .set({ claimed_at: nowIso, claim_token: token })
    .where("id", "in", due)
    .returningAll()
    .executeTakeFirst();
}

export async function queueDone(id: string, token: string): Promise<void> {
  await db().deleteFrom("fediverse_queue").where("id", "=", id).where("claim_token", "=", token).execute();
}

export async function queueDepth(nowIso: string): Promise<{ ready: number; delayed: number }> {
  const r = await db()
    .selectFrom("fediverse_queue")
    .select((eb) => [
      eb.fn.countAll<number>().as("all"),
      eb.fn.sum<number>(eb.case().when("run_at", "<=", nowIso).then(1).else(0).end()).as("ready"),
    ])
    .executeTakeFirstOrThrow();
  const ready = Number(r.ready ?? 0);
  return { ready, delayed: Number(r.all) - ready };
}
