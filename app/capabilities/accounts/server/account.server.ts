/**
 * One's own account in the studio: the password (which ends every other
 * session, SPEC §4) and "Sign out other sessions", each audited here.
 */
import { passwordHashOf, setPasswordHash } from "~/core/auth/data/users.server.ts";
import { countUserSessions, deleteUserSessions } from "~/core/auth/data/sessions.server.ts";
import { audit, type Actor } from "~/core/audit/audit.server.ts";
import type { Outcome } from "~/core/errors.ts";
import { hashPassword, verifyPassword } from "~/core/auth/password.server.ts";
import { passwordProblem } from "~/core/auth/passwords.ts";
import type { FieldErrors } from "~/core/validation/forms.ts";

export const sessionCount = (userId: string): Promise<number> => countUserSessions(userId);

/** What stops this password change, by field: a wrong current password, a new one against the rules. */
export async function passwordChangeProblems(actor: Actor, v: { current: string; password: string }): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const hash = await passwordHashOf(actor.id);
  if (!hash || !(await verifyPassword(v.current, hash))) errors.current = "Your current password is not right.";
  const p = passwordProblem(v.password, actor.email);
  if (p) errors.password = p;
  return errors;
}

/** Sets the new password (checked with passwordChangeProblems first) and ends every session but this one. */
export async function changeOwnPassword(actor: Actor, keepSessionHash: string, password: string): Promise<void> {
  await setPasswordHash(actor.id, await hashPassword(password));
  await deleteUserSessions(actor.id, keepSessionHash);
  await audit(actor, "user.password_change", "user", actor.id);
}

/** "Sign out other sessions": every one of this user's sessions but this one. */
export async function signOutOtherSessions(actor: Actor, keepSessionHash: string): Promise<Outcome> {
  const n = await deleteUserSessions(actor.id, keepSessionHash);
  await audit(actor, "session.end_others", "user", actor.id, { ended: n });
  return { ok: true, message: `Signed out ${n} other session${n === 1 ? "" : "s"}.` };
}
