import { db, dialect, nowIso } from "~/core/db/client.server.ts";
import { newId } from "~/core/db/ids.server.ts";
import type { UsersTable } from "~/core/db/tables.server.ts";

export type User = Omit<UsersTable, "password_hash" | "disabled"> & { disabled: boolean };
export type Role = UsersTable["role"];

const toUser = (r: UsersTable): User => ({
  id: r.id,
  email: r.email,
  display_name: r.display_name,
  role: r.role,
  disabled: r.disabled === 1,
  created_at: r.created_at,
  last_sign_in_at: r.last_sign_in_at,
  studio_language: r.studio_language ?? null,
});

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function countUsers(): Promise<number> {
  const r = await db()
    .selectFrom("users")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

export async function listUsers(): Promise<User[]> {
  const rows = await db().selectFrom("users").selectAll().orderBy("created_at").execute();
  return rows.map(toUser);
}

export async function findUserById(id: string): Promise<User | undefined> {
  const r = await db().selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
  return r && toUser(r);
}

/** The user with its password hash, for sign-in only. */
export async function findUserForSignIn(email: string): Promise<(User & { password_hash: string }) | undefined> {
  const r = await db().selectFrom("users").selectAll().where("email", "=", normalizeEmail(email)).executeTakeFirst();
  return r && { ...toUser(r), password_hash: r.password_hash };
}

export async function findUserByEmail(email: string): Promise<User | undefined> {
  const r = await db().selectFrom("users").selectAll().where("email", "=", normalizeEmail(email)).executeTakeFirst();
  return r && toUser(r);
}

export async function passwordHashOf(id: string): Promise<string | undefined> {
  const r = await db().selectFrom("users").select("password_hash").where("id", "=", id).executeTakeFirst();
  return r?.password_hash;
}

export async function createUser(input: {
  email: string;
  displayName: string;
  passwordHash: string;
  role: Role;
}): Promise<User> {
  const row: UsersTable = {
    id: newId(),
    email: normalizeEmail(input.email),
    display_name: input.displayName.trim() || input.email,
    password_hash: input.passwordHash,
    role: input.role,
    disabled: 0,
    created_at: nowIso(),
    last_sign_in_at: null,
    studio_language: null,
  };
  await db().insertInto("users").values(row).execute();
  return toUser(row);
}

export async function setPasswordHash(id: string, passwordHash: string): Promise<void> {
  await db().updateTable("users").set({ password_hash: passwordHash }).where("id", "=", id).execute();
}

/** The user's own studio language (a code of core/i18n/studio-locales.ts). */
export async function setStudioLanguage(id: string, code: string): Promise<void> {
  await db().updateTable("users").set({ studio_language: code }).where("id", "=", id).execute();
}

export async function recordSignIn(id: string): Promise<void> {
  await db().updateTable("users").set({ last_sign_in_at: nowIso() }).where("id", "=", id).execute();
}

export async function updateUser(
  id: string,
  patch: { role?: Role; disabled?: boolean; displayName?: string },
): Promise<void> {
  const set: Partial<UsersTable> = {};
  if (patch.role) set.role = patch.role;
  if (patch.disabled !== undefined) set.disabled = patch.disabled ? 1 : 0;
  if (patch.displayName !== undefined) set.display_name = patch.displayName;
  if (Object.keys(set).length) await db().updateTable("users").set(set).where("id", "=", id).execute();
}

export async function countActiveOwners(): Promise<number> {
  const r = await db()
    .selectFrom("users")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("role", "=", "owner")
    .where("disabled", "=", 0)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

export type OwnerSafeChange = "ok" | "missing" | "last_owner";

/**
 * Changes role or disabled unless that would leave no active owner (SPEC §6).
 * Check and change happen in one transaction with the owners' rows locked on
 * PostgreSQL (SQLite runs one transaction at a time), so two owners demoting
 * each other at once cannot both succeed.
 */
export async function updateUserKeepingAnOwner(
  id: string,
  patch: { role?: Role; disabled?: boolean },
): Promise<OwnerSafeChange> {
  return db()
    .transaction()
    .execute(async (trx) => {
      let owners = trx.selectFrom("users").select("id").where("role", "=", "owner").where("disabled", "=", 0);
      if (dialect() === "postgres") owners = owners.forUpdate();
      const active = await owners.execute();
      const target = await trx.selectFrom("users").select(["role", "disabled"]).where("id", "=", id).executeTakeFirst();
      if (!target) return "missing";
      const activeOwner = target.role === "owner" && target.disabled === 0;
      const losing = (patch.role !== undefined && patch.role !== "owner") || patch.disabled === true;
      if (activeOwner && losing && active.length <= 1) return "last_owner";
      const set: Partial<UsersTable> = {};
      if (patch.role) set.role = patch.role;
      if (patch.disabled !== undefined) set.disabled = patch.disabled ? 1 : 0;
      if (Object.keys(set).length) await trx.updateTable("users").set(set).where("id", "=", id).execute();
      return "ok";
    });
}
