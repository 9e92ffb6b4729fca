/**
 * Owner-only user management (SPEC §6): adding users, their role, disabling
 * them and resetting a password, each audited here, with the last-owner rule:
 * the last active owner can be neither disabled nor demoted.
 */
import { createUser, findUserByEmail, findUserById, listUsers, setPasswordHash, updateUserKeepingAnOwner, type Role, type User } from "~/core/auth/data/users.server.ts";
import { deleteUserSessions } from "~/core/auth/data/sessions.server.ts";
import { audit, type Actor } from "~/core/audit/audit.server.ts";
import type { Outcome } from "~/core/errors.ts";
import { hashPassword } from "~/core/auth/password.server.ts";
import { passwordProblem } from "~/core/auth/passwords.ts";
import type { FieldErrors } from "~/core/validation/forms.ts";

export type UserChange = Outcome<{ user: User }>;

const GONE = "That user no longer exists.";

export const studioUsers = (): Promise<User[]> => listUsers();

export interface NewUser {
  email: string;
  display_name: string;
  password: string;
  role: Role;
}

/** What stops adding this user, by field (an address in use, a password against the rules); empty when nothing does. */
export async function newUserProblems(v: Pick<NewUser, "email" | "password">): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  if (await findUserByEmail(v.email)) errors.email = "A user with this e-mail already exists.";
  const p = passwordProblem(v.password, v.email);
  if (p) errors.password = p;
  return errors;
}

/** Adds a studio user (checked with newUserProblems first); no actor when the server's shell adds them (npm run user). */
export async function addUser(actor: Actor | null, v: NewUser): Promise<User> {
  const created = await createUser({ email: v.email, displayName: v.display_name, passwordHash: await hashPassword(v.password), role: v.role });
  await audit(actor, "user.create", "user", created.id, { role: created.role, email: created.email });
  return created;
}

/** A new role, or disabled / enabled again (a disabled user's sessions end at once). */
export async function changeUser(actor: Actor | null, id: string, next: { role?: Role; disabled?: boolean }): Promise<UserChange> {
  const outcome = await updateUserKeepingAnOwner(id, next);
  if (outcome === "missing") return { ok: false, message: GONE };
  if (outcome === "last_owner") return { ok: false, message: "The site needs at least one active owner. Make someone else an owner first." };
  if (next.disabled) await deleteUserSessions(id);
  await audit(actor, next.disabled !== undefined ? (next.disabled ? "user.disable" : "user.enable") : "user.role", "user", id, next);
  const user = (await findUserById(id))!;
  const message = next.disabled !== undefined ? `${user.display_name} is ${next.disabled ? "disabled" : "enabled"}.` : `${user.display_name} is now ${user.role}.`;
  return { ok: true, message, user };
}

/** Sets a user's password (SPEC §5 rules, against their own e-mail address) and ends their sessions. */
export async function resetPassword(actor: Actor, id: string, password: string): Promise<UserChange> {
  const target = await findUserById(id);
  if (!target) return { ok: false, message: GONE };
  const problem = passwordProblem(password, target.email);
  if (problem) return { ok: false, message: problem, field: "password" };
  await setPasswordHash(id, await hashPassword(password));
  await deleteUserSessions(id);
  await audit(actor, "user.password_reset", "user", id);
  return { ok: true, message: `${target.display_name}'s password is reset. Their sessions are signed out.`, user: target };
}
