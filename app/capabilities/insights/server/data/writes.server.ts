/**
 * Insights' writes: additive upserts (ON CONFLICT … DO UPDATE SET n = n + excluded.n),
 * so any number of processes can flush into the same rows without losing a
 * count, and visitor marks inserted with ON CONFLICT DO NOTHING … RETURNING, so
 * exactly one process learns that a visitor is new. Rows go in key order, so
 * two PostgreSQL transactions take their row locks in the same order and never
 * deadlock. The same SQL runs on SQLite (3.35+) and PostgreSQL.
 */
import { sql, type Transaction } from "kysely";
import type { DB } from "~/core/db/client.server.ts";
import type { Database } from "~/core/db/schema.server.ts";
import "./tables.server.ts";

type Tx = Transaction<Database> | DB;
const CHUNK = 400;

function chunks<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

export function inTransaction<T>(d: DB, fn: (tx: Transaction<Database>) => Promise<T>): Promise<T> {
  return d.transaction().execute(fn);
}

/** The day's salt, made by whichever process asks first; every process reads the same one. */
export async function claimSalt(d: DB, day: string, candidate: string): Promise<string> {
  await d.insertInto("insights_salts").values({ day, salt: candidate }).onConflict((oc) => oc.column("day").doNothing()).execute();
  const row = await d.selectFrom("insights_salts").select("salt").where("day", "=", day).executeTakeFirstOrThrow();
  return row.salt;
}

/** Inserts visitor marks; returns those that were new (no other process or earlier batch had them). */
export async function markSeen(tx: Tx, rows: { day: string; visitor: string; scope: string }[]): Promise<{ day: string; scope: string }[]> {
  const fresh: { day: string; scope: string }[] = [];
  rows.sort((a, b) => (a.day + a.visitor + a.scope < b.day + b.visitor + b.scope ? -1 : 1));
  for (const part of chunks(rows)) {
    const got = await tx
      .insertInto("insights_seen")
      .values(part)
      .onConflict((oc) => oc.columns(["day", "visitor", "scope"]).doNothing())
      .returning(["day", "scope"])
      .execute();
    fresh.push(...got);
  }
  return fresh;
}

const byKey = <T>(key: (r: T) => string) => (a: T, b: T) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0);

export async function addDays(tx: Tx, rows: { day: string; views: number; visitors: number }[]): Promise<void> {
  rows.sort(byKey((r) => r.day));
  for (const part of chunks(rows)) {
    await tx
      .insertInto("insights_days")
      .values(part)
      .onConflict((oc) =>
        oc.column("day").doUpdateSet({
          views: sql`insights_days.views + excluded.views`,
          visitors: sql`insights_days.visitors + excluded.visitors`,
        }),
      )
      .execute();
  }
}

export async function addPages(tx: Tx, rows: { day: string; path: string; views: number; visitors: number }[]): Promise<void> {
  rows.sort(byKey((r) => `${r.day}\t${r.path}`));
  for (const part of chunks(rows)) {
    await tx
      .insertInto("insights_pages")
      .values(part)
      .onConflict((oc) =>
        oc.columns(["day", "path"]).doUpdateSet({
          views: sql`insights_pages.views + excluded.views`,
          visitors: sql`insights_pages.visitors + excluded.visitors`,
        }),
      )
      .execute();
  }
}

export async function addDims(tx: Tx, rows: { day: string; kind: string; value: string; views: number }[]): Promise<void> {
  rows.sort(byKey((r) => `${r.day}\t${r.kind}\t${r.value}`));
  for (const part of chunks(rows)) {
    await tx
      .insertInto("insights_dims")
      .values(part)
      .onConflict((oc) => oc.columns(["day", "kind", "value"]).doUpdateSet({ views: sql`insights_dims.views + excluded.views` }))
      .execute();
  }
}

export async function addOutcomes(tx: Tx, rows: { day: string; kind: string; subject: string; count: number }[]): Promise<void> {
  rows.sort(byKey((r) => `${r.day}\t${r.kind}\t${r.subject}`));
  for (const part of chunks(rows)) {
    await tx
      .insertInto("insights_outcomes")
      .values(part)
      .onConflict((oc) => oc.columns(["day", "kind", "subject"]).doUpdateSet({ count: sql`insights_outcomes.count + excluded.count` }))
      .execute();
  }
}

/** Forgets finished days' salts and visitor marks (they could link a day's visits), and aggregates past the retention. */
export async function purge(d: DB, beforeDay: string, keepFrom: string | null): Promise<void> {
  await d.deleteFrom("insights_salts").where("day", "<", beforeDay).execute();
  await d.deleteFrom("insights_seen").where("day", "<", beforeDay).execute();
  if (!keepFrom) return;
  for (const t of ["insights_days", "insights_pages", "insights_dims", "insights_outcomes"] as const) await d.deleteFrom(t).where("day", "<", keepFrom).execute();
}
