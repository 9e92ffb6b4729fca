/** The release's sale, download links and codes: SQL only (issue 30). */
import type { Selectable, Transaction } from "kysely";
import { db } from "~/core/db/client.server.ts";
import type { Database } from "~/core/db/schema.server.ts";
import type { DownloadCodesTable, DownloadGrantsTable, ReleaseSaleTable } from "./tables.server.ts";
import "./tables.server.ts";

export type Grant = Selectable<DownloadGrantsTable>;
export type DownloadCode = Selectable<DownloadCodesTable>;
export type ReleaseSale = Selectable<ReleaseSaleTable>;
type Q = Transaction<Database> | ReturnType<typeof db>;

export const NO_SALE: ReleaseSale = { id: 1, mode: "off", price: 0, min: 0, tracks: "[]", updated_at: "" };

export async function readSale(q: Q = db()): Promise<ReleaseSale> {
  return (await q.selectFrom("release_sale").selectAll().where("id", "=", 1).executeTakeFirst()) ?? NO_SALE;
}

export async function writeSale(row: Omit<ReleaseSale, "id">): Promise<void> {
  await db()
    .insertInto("release_sale")
    .values({ id: 1, ...row })
    .onConflict((oc) => oc.column("id").doUpdateSet(row))
    .execute();
}

export async function insertGrant(q: Q, g: Grant): Promise<void> {
  await q.insertInto("download_grants").values(g).execute();
}

export const getGrant = (id: string, q: Q = db()) =>
  q.selectFrom("download_grants").selectAll().where("id", "=", id).executeTakeFirst();

export const grantsOfOrder = (orderId: string) =>
  db().selectFrom("download_grants").selectAll().where("order_id", "=", orderId).orderBy("created_at").execute();

/** Counts one download while the link is valid; false when it is not (expired, used up): one statement, so two at once cannot both take the last one. */
export async function countDownload(id: string, nowIso: string): Promise<boolean> {
  const r = await db()
    .updateTable("download_grants")
    .set((eb) => ({ uses: eb("uses", "+", 1), last_used_at: nowIso }))
    .where("id", "=", id)
    .where("expires_at", ">", nowIso)
    .where((eb) => eb("uses", "<", eb.ref("max_uses")))
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function insertCodes(rows: DownloadCode[]): Promise<void> {
  // Several statements for a large batch: PostgreSQL and SQLite cap the parameters of one.
  for (let i = 0; i < rows.length; i += 200)
    await db()
      .insertInto("download_codes")
      .values(rows.slice(i, i + 200))
      .execute();
}

export const codesOfBatch = (batch: string) =>
  db().selectFrom("download_codes").selectAll().where("batch", "=", batch).orderBy("code").execute();

export const codeByValue = (code: string, q: Q = db()) =>
  q.selectFrom("download_codes").selectAll().where("code", "=", code).executeTakeFirst();

/** The batches with how many of their codes were redeemed, newest first. */
export async function batches(): Promise<{ batch: string; total: number; redeemed: number; created_at: string }[]> {
  const rows = await db()
    .selectFrom("download_codes")
    .select((eb) => [
      "batch",
      eb.fn.countAll<string | number>().as("total"),
      eb.fn.count<string | number>("redeemed_at").as("redeemed"),
      eb.fn.min("created_at").as("created_at"),
    ])
    .groupBy("batch")
    .orderBy("created_at", "desc")
    .execute();
  return rows.map((r) => ({
    batch: r.batch,
    total: Number(r.total),
    redeemed: Number(r.redeemed),
    created_at: String(r.created_at),
  }));
}

/** Marks a code redeemed only if nobody has: the one statement two fans at once race on, and only one wins. */
export async function claimCode(q: Q, code: string, email: string, nowIso: string): Promise<DownloadCode | null> {
  const r = await q
    .updateTable("download_codes")
    .set({ redeemed_at: nowIso, redeemed_by: email })
    .where("code", "=", code)
    .where("redeemed_at", "is", null)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) return null;
  return (await codeByValue(code, q)) ?? null;
}
