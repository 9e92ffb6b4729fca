/**
 * A way back in (issue 11): "Forgot password?" e-mails a single-use link, and
 * whoever has the server's shell can print one (`npm run user --
 * reset-password`). The link's token is 256 random bits, stored only as its
 * SHA-256, valid for 30 minutes and tied to the password it replaces, so it
 * dies when used, when it expires, and when the password changes any other
 * way. Asking reveals nothing: the answer is the same whether or not the
 * address has an account (and the e-mail goes out after the answer). A reset
 * ends every session of the user. Audited here.
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { type Actor, audit } from "~/core/audit/audit.server.ts";
import {
  findUserByEmail,
  findUserById,
  passwordHashOf,
  setPasswordHash,
  type User,
} from "~/core/auth/data/users.server.ts";
import { deleteUserSessions } from "~/core/auth/data/sessions.server.ts";
import { hashPassword } from "~/core/auth/password.server.ts";
import { passwordProblem } from "~/core/auth/passwords.ts";
import type { Translator } from "~/core/i18n/translator.ts";
import { studioI18nFor } from "~/core/i18n/studio.server.ts";
import { consume } from "~/core/http/rate-limit.server.ts";
import { getSettings } from "~/core/settings/settings.server.ts";
import { logWarn } from "~/core/log.server.ts";
import { emailDeliveryWorks, sendAccountEmail } from "~/core/mail/index.server.ts";
import { RESET_VALID_MINUTES } from "~/capabilities/accounts/lib/reset.ts";
import { closeResets, findReset, insertReset, purgeOldResets, takeReset } from "./data/resets.server.ts";

export { RESET_VALID_MINUTES };
const RESET_VALID_MS = RESET_VALID_MINUTES * 60_000;
const TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;

const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");
const MIN = 60_000;

/** Per address and per IP (SPEC §11: rate-limited); the address rule counts unknown addresses too, so it reveals nothing. */
export const resetRules = (email: string, ip: string) => [
  { key: `reset:account:${email.trim().toLowerCase()}`, limit: 3, windowMs: 60 * MIN },
  { key: `reset:ip:${ip}`, limit: 10, windowMs: 15 * MIN },
];

/** A new link for the user: the token goes into the link only. */
async function newLink(
  user: Pick<User, "id">,
  via: "email" | "cli",
  origin: string,
  now = new Date(),
): Promise<string> {
  const hash = (await passwordHashOf(user.id)) ?? "";
  const token = randomBytes(32).toString("base64url");
  await insertReset({
    token_hash: sha256(token),
    user_id: user.id,
    password_fingerprint: sha256(hash),
    via,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + RESET_VALID_MS).toISOString(),
  });
  await purgeOldResets(new Date(now.getTime() - 24 * 60 * MIN).toISOString());
  return `${origin}/admin/reset/${token}`;
}

export type ResetRequest = { kind: "sent" } | { kind: "no_email" } | { kind: "throttled"; retryAfter: number };

/**
 * "Forgot password?": the same answer for every address. When the address
 * has an active account, a link is e-mailed after the answer is decided.
 */
export async function requestPasswordReset(email: string, ip: string, origin: string): Promise<ResetRequest> {
  if (!(await emailDeliveryWorks())) return { kind: "no_email" };
  const wait = await consume(resetRules(email, ip));
  if (wait) return { kind: "throttled", retryAfter: wait };
  const user = await findUserByEmail(email);
  if (user && !user.disabled) {
    const link = await newLink(user, "email", origin);
    await audit(null, "user.reset_request", "user", user.id, { via: "email", ip });
    const site = (await getSettings()).name;
    // In the account's studio language: the person reads it as part of the studio.
    const { t } = await studioI18nFor(user);
    const text = [
      t("accounts.studio.resetMail.asked", { site }),
      t("accounts.studio.resetMail.choose", { minutes: RESET_VALID_MINUTES, link }),
      t("accounts.studio.resetMail.ignore"),
    ].join("\n\n");
    // Not awaited: the answer (and its timing) must not depend on whether there was someone to write to.
    void sendAccountEmail(user.email, t("accounts.studio.resetMail.subject", { site }), text).catch((e: unknown) =>
      logWarn(`reset e-mail: ${e instanceof Error ? e.message : String(e)}`),
    );
  }
  return { kind: "sent" };
}

type LinkUser = Pick<User, "id" | "email" | "display_name" | "studio_language">;

/** Whose link this is, when it can still be used; null for a used, expired, unknown or outdated one. */
export async function resetLinkUser(token: string, now = new Date()): Promise<LinkUser | null> {
  if (!TOKEN_RE.test(token)) return null;
  const row = await findReset(sha256(token));
  if (!row || row.used_at !== null || Date.parse(row.expires_at) <= now.getTime()) return null;
  const user = await findUserById(row.user_id);
  if (!user || user.disabled) return null;
  const current = Buffer.from(sha256((await passwordHashOf(user.id)) ?? ""));
  const then = Buffer.from(row.password_fingerprint);
  if (current.length !== then.length || !timingSafeEqual(current, then)) return null;
  return { id: user.id, email: user.email, display_name: user.display_name, studio_language: user.studio_language };
}

export type ResetResult =
  | { ok: true; user: LinkUser }
  | { ok: false; gone: true }
  | { ok: false; gone: false; field: "password"; message: string };

/** Sets the new password through the link: once; every session of the user ends, and every other open link. A refused password's message is in `tr`'s language. */
export async function completePasswordReset(
  token: string,
  password: string,
  tr: Pick<Translator, "t">,
): Promise<ResetResult> {
  const user = await resetLinkUser(token);
  if (!user) return { ok: false, gone: true };
  const problem = passwordProblem(password, user.email, tr);
  if (problem) return { ok: false, gone: false, field: "password", message: problem };
  const hash = sha256(token);
  const row = await findReset(hash);
  if (!(await takeReset(hash))) return { ok: false, gone: true };
  await setPasswordHash(user.id, await hashPassword(password));
  await closeResets(user.id);
  const ended = await deleteUserSessions(user.id);
  await audit({ id: user.id, email: user.email }, "user.password_reset", "user", user.id, {
    via: row?.via ?? "email",
    sessions_ended: ended,
  });
  return { ok: true, user };
}

/** For the server's shell (`npm run user -- reset-password EMAIL`): a link for that account, audited as the CLI's. */
export async function issueResetLink(
  actor: Actor | null,
  email: string,
  origin: string,
): Promise<{ ok: true; link: string; user: LinkUser } | { ok: false; message: string }> {
  const user = await findUserByEmail(email);
  if (!user) return { ok: false, message: `No studio account has the e-mail ${email.trim()}.` };
  if (user.disabled)
    return { ok: false, message: `${user.email} is disabled. Enable it first: npm run user -- enable ${user.email}` };
  const link = await newLink(user, "cli", origin);
  await audit(actor, "user.reset_link", "user", user.id, { via: "cli" });
  return { ok: true, link, user };
}
