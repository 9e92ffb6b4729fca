/**
 * One's own account in the studio: the password (which ends every other
 * session, SPEC §4), "Sign out other sessions" and the studio language, each
 * audited here.
 */
import { passwordHashOf, setPasswordHash, setStudioLanguage } from "~/core/auth/data/users.server.ts";
import { isStudioLocale, type StudioLocale } from "~/core/i18n/studio-locales.ts";
import { countUserSessions, deleteUserSessions } from "~/core/auth/data/sessions.server.ts";
import { audit, type Actor } from "~/core/audit/audit.server.ts";
import type { Outcome } from "~/core/errors.ts";
import { hashPassword, verifyPassword } from "~/core/auth/password.server.ts";
import { passwordProblem } from "~/core/auth/passwords.ts";
import type { FieldErrors } from "~/core/validation/forms.ts";
import type { Translator } from "~/core/i18n/translator.ts";

export const sessionCount = (userId: string): Promise<number> => countUserSessions(userId);

/** What stops this password change, by field: a wrong current password, a new one against the rules. */
export async function passwordChangeProblems(
  actor: Actor,
  v: { current: string; password: string },
  tr: Translator,
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const hash = await passwordHashOf(actor.id);
  if (!hash || !(await verifyPassword(v.current, hash))) errors.current = tr.t("accounts.studio.account.wrongCurrent");
  const p = passwordProblem(v.password, actor.email, tr);
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
export async function signOutOtherSessions(actor: Actor, keepSessionHash: string, tr: Translator): Promise<Outcome> {
  const n = await deleteUserSessions(actor.id, keepSessionHash);
  await audit(actor, "session.end_others", "user", actor.id, { ended: n });
  return { ok: true, message: tr.t("accounts.studio.account.signedOutOthers", { count: n }) };
}

/**
 * The user's own studio language (docs/languages.md): one of the studio's
 * languages, or false for anything else (a forged form). Audited.
 */
export async function chooseStudioLanguage(actor: Actor, code: string): Promise<StudioLocale | false> {
  if (!isStudioLocale(code)) return false;
  await setStudioLanguage(actor.id, code);
  await audit(actor, "user.studio_language", "user", actor.id, { language: code });
  return code;
}
