import { db } from "./client.server.ts";

export async function getMeta(key: string): Promise<string | undefined> {
  const r = await db().selectFrom("app_meta").select("value").where("key", "=", key).executeTakeFirst();
  return r?.value;
}

export async function setMeta(key: string, value: string): Promise<void> {
  await db()
    .insertInto("app_meta")
    .values({ key, value })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value }))
    .execute();
}

export async function deleteMeta(key: string): Promise<void> {
  await db().deleteFrom("app_meta").where("key", "=", key).execute();
}

/** Removes `key` and returns its value only when it still held `expected`: of several callers at once, exactly one gets it. */
export async function takeMeta(key: string, expected: string): Promise<boolean> {
  const r = await db().deleteFrom("app_meta").where("key", "=", key).where("value", "=", expected).executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}

/** Sets the key only if it is not there yet; true for the one caller (of any process) that set it. */
export async function claimMeta(key: string, value: string): Promise<boolean> {
  const r = await db()
    .insertInto("app_meta")
    .values({ key, value })
    .onConflict((oc) => oc.column("key").doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0n) > 0;
}

/** Replaces the key's value only when it still holds `expected` (compare-and-set): of several callers at once, exactly one wins. */
export async function swapMeta(key: string, expected: string, value: string): Promise<boolean> {
  const r = await db()
    .updateTable("app_meta")
    .set({ value })
    .where("key", "=", key)
    .where("value", "=", expected)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
