/**
 * Owner-only user management (SPEC §6): adding users, their role, disabling
 * them and resetting a password, each audited here, with the last-owner rule:
 * the last active owner can be neither disabled nor demoted.
 */
import {
  createUser,
  findUserByEmail,
  findUserById,
  listUsers,
  setPasswordHash,
  updateUserKeepingAnOwner,
  type Role,
  type User,
} from "~/core/auth/data/users.server.ts";
import { deleteUserSessions } from "~/core/auth/data/sessions.server.ts";
import { audit, type Actor } from "~/core/audit/audit.server.ts";
import type { Outcome } from "~/core/errors.ts";
import { hashPassword } from "~/core/auth/password.server.ts";
import { passwordProblem } from "~/core/auth/passwords.ts";
import type { FieldErrors } from "~/core/validation/forms.ts";
import type { Translator } from "~/core/i18n/translator.ts";
import { studioTranslatorFor } from "~/core/i18n/studio.server.ts";

export type UserChange = Outcome<{ user: User }>;

/** Messages in the acting user's studio language; English for the server's shell (npm run user). */
type Tr = Pick<Translator, "t">;
const english = (): Tr => studioTranslatorFor("en");

export const studioUsers = (): Promise<User[]> => listUsers();

export interface NewUser {
  email: string;
  display_name: string;
  password: string;
  role: Role;
}

/** What stops adding this user, by field (an address in use, a password against the rules); empty when nothing does. */
export async function newUserProblems(
  v: Pick<NewUser, "email" | "password">,
  tr: Tr = english(),
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  if (await findUserByEmail(v.email)) errors.email = tr.t("accounts.studio.users.emailTaken");
  const p = passwordProblem(v.password, v.email, tr);
  if (p) errors.password = p;
  return errors;
}

/** Adds a studio user (checked with newUserProblems first); no actor when the server's shell adds them (npm run user). */
export async function addUser(actor: Actor | null, v: NewUser): Promise<User> {
  const created = await createUser({
    email: v.email,
    displayName: v.display_name,
    passwordHash: await hashPassword(v.password),
    role: v.role,
  });
  await audit(actor, "user.create", "user", created.id, { role: created.role, email: created.email });
  return created;
}

/** A new role, or disabled / enabled again (a disabled user's sessions end at once). */
export async function changeUser(
  actor: Actor | null,
  id: string,
  next: { role?: Role; disabled?: boolean },
  tr: Tr = english(),
): Promise<UserChange> {
  const outcome = await updateUserKeepingAnOwner(id, next);
  if (outcome === "missing") return { ok: false, message: tr.t("accounts.studio.users.gone") };
  if (outcome === "last_owner") return { ok: false, message: tr.t("accounts.studio.users.lastOwner") };
  if (next.disabled) await deleteUserSessions(id);
  await audit(
    actor,
    next.disabled !== undefined ? (next.disabled ? "user.disable" : "user.enable") : "user.role",
    "user",
    id,
    next,
  );
  const user = (await findUserById(id))!;
  const message =
    next.disabled !== undefined
      ? tr.t(next.disabled ? "accounts.studio.users.disabled" : "accounts.studio.users.enabled", {
          name: user.display_name,
        })
      : tr.t("accounts.studio.users.roleChanged", { name: user.display_name, role: user.role });
  return { ok: true, message, user };
}

/** Sets a user's password (SPEC §5 rules, against their own e-mail address) and ends their sessions. */
export async function resetPassword(
  actor: Actor,
  id: string,
  password: string,
  tr: Tr = english(),
): Promise<UserChange> {
  const target = await findUserById(id);
  if (!target) return { ok: false, message: tr.t("accounts.studio.users.gone") };
  const problem = passwordProblem(password, target.email, tr);
  if (problem) return { ok: false, message: problem, field: "password" };
  await setPasswordHash(id, await hashPassword(password));
  await deleteUserSessions(id);
  await audit(actor, "user.password_reset", "user", id);
  return {
    ok: true,
    message: tr.t("accounts.studio.users.passwordReset", { name: target.display_name }),
    user: target,
  };
}
