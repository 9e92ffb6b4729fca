/**
 * Insights' writes: additive upserts (ON CONFLICT … DO UPDATE SET n = n + excluded.n),
 * so any number of processes can flush into the same rows without losing a
 * count, and visitor marks inserted with ON CONFLICT DO NOTHING … RETURNING, so
 * exactly one process learns that a visitor is new. Rows go in key order, so
 * two PostgreSQL transactions take their row locks in the same order and never
 * deadlock. The same SQL runs on SQLite (3.35+) and PostgreSQL.
 */
import { sql, type Kysely, type Transaction } from "kysely";
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
  await d
    .insertInto("insights_salts")
    .values({ day, salt: candidate })
    .onConflict((oc) => oc.column("day").doNothing())
    .execute();
  const row = await d.selectFrom("insights_salts").select("salt").where("day", "=", day).executeTakeFirstOrThrow();
  return row.salt;
}

/** Inserts visitor marks; returns those that were new (no other process or earlier batch had them). */
export async function markSeen(
  tx: Tx,
  rows: { day: string; visitor: string; scope: string }[],
): Promise<{ day: string; scope: string }[]> {
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

type Row = Record<string, string | number>;

/**
 * INSERT … ON CONFLICT (keys) DO UPDATE SET n = table.n + excluded.n, in key
 * order, a few hundred rows a statement. The table names are this module's
 * constants, never input.
 */
async function upsertAdd(tx: Tx, table: string, keys: string[], sums: string[], rows: Row[]): Promise<void> {
  const key = (r: Row) => keys.map((k) => r[k]).join("\t");
  rows.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const loose = tx as unknown as Kysely<any>;
  for (const part of chunks(rows)) {
    await loose
      .insertInto(table)
      .values(part)
      .onConflict((oc) =>
        oc
          .columns(keys)
          .doUpdateSet(
            Object.fromEntries(sums.map((c) => [c, sql`${sql.ref(`${table}.${c}`)} + ${sql.ref(`excluded.${c}`)}`])),
          ),
      )
      .execute();
  }
}

/** The same rows added up per month ("YYYY-MM"), for the monthly tables. */
function byMonth(rows: Row[], keys: string[], sums: string[]): Row[] {
  const out = new Map<string, Row>();
  for (const r of rows) {
    const month = String(r.day).slice(0, 7);
    const k = [month, ...keys.map((c) => r[c])].join("\t");
    const m = out.get(k);
    if (m) for (const c of sums) m[c] = Number(m[c]) + Number(r[c]);
    else
      out.set(k, {
        month,
        ...Object.fromEntries(keys.map((c) => [c, r[c]!])),
        ...Object.fromEntries(sums.map((c) => [c, r[c]!])),
      });
  }
  return [...out.values()];
}

export async function addDays(tx: Tx, rows: { day: string; views: number; visitors: number }[]): Promise<void> {
  await upsertAdd(tx, "insights_days", ["day"], ["views", "visitors"], rows);
}

export async function addPages(
  tx: Tx,
  rows: { day: string; path: string; views: number; visitors: number }[],
): Promise<void> {
  await upsertAdd(tx, "insights_pages", ["day", "path"], ["views", "visitors"], rows);
  await upsertAdd(
    tx,
    "insights_pages_m",
    ["month", "path"],
    ["views", "visitors"],
    byMonth(rows, ["path"], ["views", "visitors"]),
  );
}

export async function addDims(
  tx: Tx,
  rows: { day: string; kind: string; value: string; views: number }[],
): Promise<void> {
  await upsertAdd(tx, "insights_dims", ["day", "kind", "value"], ["views"], rows);
  await upsertAdd(
    tx,
    "insights_dims_m",
    ["month", "kind", "value"],
    ["views"],
    byMonth(rows, ["kind", "value"], ["views"]),
  );
}

export async function addOutcomes(
  tx: Tx,
  rows: { day: string; kind: string; subject: string; count: number }[],
): Promise<void> {
  await upsertAdd(tx, "insights_outcomes", ["day", "kind", "subject"], ["count"], rows);
  await upsertAdd(
    tx,
    "insights_outcomes_m",
    ["month", "kind", "subject"],
    ["count"],
    byMonth(rows, ["kind", "subject"], ["count"]),
  );
}

/** Forgets finished days' salts and visitor marks (they could link a day's visits), and aggregates past the retention. */
export async function purge(d: DB, beforeDay: string, keepFrom: string | null): Promise<void> {
  await d.deleteFrom("insights_salts").where("day", "<", beforeDay).execute();
  await d.deleteFrom("insights_seen").where("day", "<", beforeDay).execute();
  if (!keepFrom) return;
  for (const t of ["insights_days", "insights_pages", "insights_dims", "insights_outcomes"] as const)
    await d.deleteFrom(t).where("day", "<", keepFrom).execute();
  // A month goes once all its days have gone (the month holding keepFrom stays whole).
  for (const t of ["insights_pages_m", "insights_dims_m", "insights_outcomes_m"] as const)
    await d.deleteFrom(t).where("month", "<", keepFrom.slice(0, 7)).execute();
}
