/**
 * Owner-only user management with the last-owner rule (SPEC §6): the last
 * active owner can be neither disabled nor demoted.
 */
import { findUserById, setPasswordHash, updateUserKeepingAnOwner, type Role, type User } from "~/core/auth/data/users.server.ts";
import { deleteUserSessions } from "~/core/auth/data/sessions.server.ts";
import { audit, type Actor } from "~/core/audit/audit.server.ts";
import { hashPassword } from "~/core/auth/password.server.ts";
import { passwordProblem } from "~/core/auth/passwords.ts";

export type UserChange = { ok: true; user: User } | { ok: false; message: string };

export async function changeUser(actor: Actor, id: string, next: { role?: Role; disabled?: boolean }): Promise<UserChange> {
  const outcome = await updateUserKeepingAnOwner(id, next);
  if (outcome === "missing") return { ok: false, message: "That user no longer exists." };
  if (outcome === "last_owner") return { ok: false, message: "The site needs at least one active owner. Make someone else an owner first." };
  if (next.disabled) await deleteUserSessions(id);
  await audit(actor, next.disabled !== undefined ? (next.disabled ? "user.disable" : "user.enable") : "user.role", "user", id, next);
  return { ok: true, user: (await findUserById(id))! };
}

/** Sets a user's password (SPEC §5 rules, against their own e-mail address) and ends their sessions. */
export async function resetPassword(actor: Actor, id: string, password: string): Promise<UserChange & { field?: "password" }> {
  const target = await findUserById(id);
  if (!target) return { ok: false, message: "That user no longer exists." };
  const problem = passwordProblem(password, target.email);
  if (problem) return { ok: false, message: problem, field: "password" };
  await setPasswordHash(id, await hashPassword(password));
  await deleteUserSessions(id);
  await audit(actor, "user.password_reset", "user", id);
  return { ok: true, user: target };
}
