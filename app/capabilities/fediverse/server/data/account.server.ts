/** The site's fediverse account row and its keys: SQL only (the services decide and audit). */
import type { Selectable, Updateable } from "kysely";
import { db } from "~/core/db/client.server.ts";
import type { FediverseAccountTable, FediverseKeysTable } from "./tables.server.ts";

export type AccountRow = Selectable<FediverseAccountTable>;
export type KeyRow = Selectable<FediverseKeysTable>;

const ID = "site";

export function readAccount(): Promise<AccountRow | undefined> {
  return db().selectFrom("fediverse_account").selectAll().where("id", "=", ID).executeTakeFirst();
}

/** The row with its first handle, unless another process made it first. */
export async function createAccount(handle: string, nowIso: string): Promise<void> {
  await db()
    .insertInto("fediverse_account")
    .values({ id: ID, enabled: null, handle, approve_follows: 0, first_enabled_at: null, updated_at: nowIso })
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
}

export async function patchAccount(patch: Updateable<FediverseAccountTable>): Promise<void> {
  await db().updateTable("fediverse_account").set(patch).where("id", "=", ID).execute();
}

export function readKeys(): Promise<KeyRow[]> {
  return db().selectFrom("fediverse_keys").selectAll().orderBy("id").execute();
}

/** Stores a key pair unless one of that kind is there already (two processes generating at once: the first wins). */
export async function insertKey(row: KeyRow): Promise<void> {
  await db()
    .insertInto("fediverse_keys")
    .values(row)
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
}
