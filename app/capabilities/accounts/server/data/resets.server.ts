/** Password reset links: SQL only (the service, server/password-reset.server.ts, checks and audits). */
import { db, nowIso } from "~/core/db/client.server.ts";
import type { PasswordResetsTable } from "./tables.server.ts";

export type ResetRow = PasswordResetsTable;

export async function insertReset(row: Omit<ResetRow, "used_at">): Promise<void> {
  await db()
    .insertInto("password_resets")
    .values({ ...row, used_at: null })
    .execute();
}

export async function findReset(tokenHash: string): Promise<ResetRow | undefined> {
  return db().selectFrom("password_resets").selectAll().where("token_hash", "=", tokenHash).executeTakeFirst();
}

/** Marks the link used; true for the one caller (of any process) that did it first. */
export async function takeReset(tokenHash: string): Promise<boolean> {
  const r = await db()
    .updateTable("password_resets")
    .set({ used_at: nowIso() })
    .where("token_hash", "=", tokenHash)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Ends every other open link of the user (after a reset), and links long past their time. */
export async function closeResets(userId: string): Promise<void> {
  await db()
    .updateTable("password_resets")
    .set({ used_at: nowIso() })
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .execute();
}

export async function purgeOldResets(beforeIso: string): Promise<void> {
  await db().deleteFrom("password_resets").where("expires_at", "<", beforeIso).execute();
}
