/** What the site has announced (fediverse_objects) and the owner's notes: SQL only. */
import type { Selectable } from "kysely";
import { db, type DB } from "~/core/db/client.server.ts";
import type { FediverseNotesTable, FediverseObjectsTable, ObjectKind } from "./tables.server.ts";

export type ObjectRow = Selectable<FediverseObjectsTable>;
export type NoteRow = Selectable<FediverseNotesTable>;

export function objectsOf(kind: ObjectKind, states: ObjectRow["state"][]): Promise<ObjectRow[]> {
  return db()
    .selectFrom("fediverse_objects")
    .selectAll()
    .where("kind", "=", kind)
    .where("state", "in", states)
    .execute();
}

export function objectByUri(uri: string): Promise<ObjectRow | undefined> {
  return db().selectFrom("fediverse_objects").selectAll().where("uri", "=", uri).executeTakeFirst();
}

export function objectByKey(key: string, q: DB = db()): Promise<ObjectRow | undefined> {
  return q.selectFrom("fediverse_objects").selectAll().where("key", "=", key).executeTakeFirst();
}

export async function putObject(row: ObjectRow, q: DB = db()): Promise<void> {
  const { key: _k, created_at: _c, ...change } = row;
  await q
    .insertInto("fediverse_objects")
    .values(row)
    .onConflict((oc) => oc.column("key").doUpdateSet(change))
    .execute();
}

export async function setObjectState(
  key: string,
  state: ObjectRow["state"],
  nowIso: string,
  q: DB = db(),
): Promise<void> {
  await q.updateTable("fediverse_objects").set({ state, updated_at: nowIso }).where("key", "=", key).execute();
}

export async function insertNote(row: NoteRow, q: DB = db()): Promise<void> {
  await q.insertInto("fediverse_notes").values(row).execute();
}

export function getNote(id: string): Promise<NoteRow | undefined> {
  return db().selectFrom("fediverse_notes").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function deleteNote(id: string, q: DB = db()): Promise<void> {
  await q.deleteFrom("fediverse_notes").where("id", "=", id).execute();
}

export function listNotes(limit: number): Promise<NoteRow[]> {
  return db().selectFrom("fediverse_notes").selectAll().orderBy("created_at", "desc").limit(limit).execute();
}
