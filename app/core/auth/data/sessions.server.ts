import { db, nowIso } from "~/core/db/client.server.ts";
import type { SessionsTable } from "~/core/db/tables.server.ts";

export type SessionRow = SessionsTable;

export async function insertSession(row: SessionsTable): Promise<void> {
  await db().insertInto("sessions").values(row).execute();
}

export async function findSession(idHash: string): Promise<SessionsTable | undefined> {
  return db().selectFrom("sessions").selectAll().where("id_hash", "=", idHash).executeTakeFirst();
}

export async function touchSession(idHash: string): Promise<void> {
  await db().updateTable("sessions").set({ last_seen_at: nowIso() }).where("id_hash", "=", idHash).execute();
}

export async function deleteSession(idHash: string): Promise<void> {
  await db().deleteFrom("sessions").where("id_hash", "=", idHash).execute();
}

/** Ends every session of a user, except (optionally) one. */
export async function deleteUserSessions(userId: string, exceptHash?: string): Promise<number> {
  let q = db().deleteFrom("sessions").where("user_id", "=", userId);
  if (exceptHash) q = q.where("id_hash", "!=", exceptHash);
  const r = await q.executeTakeFirst();
  return Number(r.numDeletedRows);
}

export async function countUserSessions(userId: string): Promise<number> {
  const r = await db()
    .selectFrom("sessions")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

export async function deleteExpiredSessions(idleCutoffIso: string): Promise<void> {
  await db()
    .deleteFrom("sessions")
    .where((eb) => eb.or([eb("expires_at", "<=", nowIso()), eb("last_seen_at", "<=", idleCutoffIso)]))
    .execute();
}
