/**
 * A way back in (issue 11), on both databases, with a real SMTP server: the
 * e-mailed link (token hashed at rest, 30 minutes, single use, dead once the
 * password changes), the same answer for any address, rate limits, every
 * session ended, audited without the token; and `npm run user` (its logic).
 */
import { afterAll, beforeAll, beforeEach, expect, test } from "vitest";
import { setTestEnv, useTestDatabase } from "~tests/setup/db.ts";
import { makeUser } from "~tests/factories/users.ts";
import { startSmtpServer, type SmtpFixture } from "~tests/fixtures/smtp-server.ts";
import { db } from "~/core/db/client.server.ts";
import { listAudit } from "~/core/audit/audit.server.ts";
import { findUserForSignIn, updateUser } from "~/core/auth/data/users.server.ts";
import { countUserSessions, insertSession } from "~/core/auth/data/sessions.server.ts";
import { hashPassword, verifyPassword } from "~/core/auth/password.server.ts";
import { setPasswordHash } from "~/core/auth/data/users.server.ts";
import { updateSettings } from "~/core/settings/settings.server.ts";
import { completePasswordReset, issueResetLink, requestPasswordReset, resetLinkUser } from "./password-reset.server.ts";
import { runUserCommand } from "./user-cli.server.ts";
import { studioTranslatorFor } from "~/core/i18n/studio.server.ts";

const en = studioTranslatorFor("en");

const getDb = useTestDatabase();
const ORIGIN = "https://band.example";
let smtp: SmtpFixture;
let ipN = 0;
const ip = () => `10.9.0.${++ipN}`;

beforeAll(async () => {
  smtp = await startSmtpServer();
  await updateSettings({ name: "The Night Owls" });
});
afterAll(async () => {
  await smtp?.close();
});
// E-mail through the environment's SMTP settings (the contact capability's own parts stay behind its door).
const withSmtp = () =>
  setTestEnv({
    DATA_DIR: getDb().dataDir,
    MAIL_TRANSPORT: "smtp",
    SMTP_URL: smtp.url,
    MAIL_FROM: "Owls <web@owls.example>",
  });
beforeEach(async () => {
  smtp.messages.length = 0;
  withSmtp();
});

const tokenOf = (link: string) => link.split("/admin/reset/")[1]!;
const session = (userId: string, id: string) =>
  insertSession({
    id_hash: id,
    user_id: userId,
    created_at: new Date().toISOString(),
    last_seen_at: new Date().toISOString(),
    expires_at: new Date(Date.now() + 86_400_000).toISOString(),
    ip: null,
    user_agent: null,
  });

test("the e-mailed link: 256 bits, stored hashed, used once; every session ends; other links die; audited without the token", async () => {
  const user = await makeUser("ada@example.com", "owner");
  await session(user.id, "s1");
  await session(user.id, "s2");
  expect(await requestPasswordReset("ADA@example.com ", ip(), ORIGIN)).toEqual({ kind: "sent" });
  const [mail] = await smtp.waitFor(1);
  expect(mail!.envelope.to).toEqual(["ada@example.com"]);
  expect(mail!.subject).toBe("Reset your password – The Night Owls");
  const link = /https:\/\/band\.example\/admin\/reset\/[\w-]+/.exec(mail!.text)![0];
  const token = tokenOf(link);
  expect(Buffer.from(token, "base64url")).toHaveLength(32);

  // At rest only its hash; nothing anywhere holds the token.
  const rows = await db().selectFrom("password_resets").selectAll().execute();
  expect(JSON.stringify(rows)).not.toContain(token);
  const audits = await listAudit({ limit: 50 });
  expect(JSON.stringify(audits)).not.toContain(token);
  expect(audits.find((a) => a.action === "user.reset_request")).toMatchObject({ entity_id: user.id, user_id: null });
  expect(JSON.stringify(await db().selectFrom("deliveries").selectAll().execute())).not.toContain(token);

  // A second link, then the first one is used: the second dies with it.
  const other = await issueResetLink(null, "ada@example.com", ORIGIN);
  if (!other.ok) throw new Error(other.message);
  expect(await resetLinkUser(token)).toMatchObject({ email: "ada@example.com" });
  expect(await completePasswordReset(token, "short", en)).toEqual({
    ok: false,
    gone: false,
    field: "password",
    message: "Use at least 12 characters.",
  });
  expect(await completePasswordReset(token, "a-brand-new-Passphrase-9", en)).toMatchObject({
    ok: true,
    user: { id: user.id },
  });
  expect(
    await verifyPassword("a-brand-new-Passphrase-9", (await findUserForSignIn("ada@example.com"))!.password_hash),
  ).toBe(true);
  expect(await countUserSessions(user.id)).toBe(0);
  expect(await completePasswordReset(token, "yet-another-Passphrase-1", en)).toEqual({ ok: false, gone: true });
  expect(await resetLinkUser(tokenOf(other.link))).toBeNull();
  const done = (await listAudit({ limit: 50 })).find((a) => a.action === "user.password_reset")!;
  expect(JSON.parse(done.detail!)).toEqual({ via: "email", sessions_ended: 2 });
});

test("the same answer for an unknown or disabled address, and nothing changes or goes out", async () => {
  const disabled = await makeUser("gone@example.com");
  await updateUser(disabled.id, { disabled: true });
  const before = await db().selectFrom("password_resets").selectAll().execute();
  const auditsBefore = (await listAudit({ limit: 500 })).length;
  expect(await requestPasswordReset("nobody@example.com", ip(), ORIGIN)).toEqual({ kind: "sent" });
  expect(await requestPasswordReset("gone@example.com", ip(), ORIGIN)).toEqual({ kind: "sent" });
  expect(await db().selectFrom("password_resets").selectAll().execute()).toEqual(before);
  expect((await listAudit({ limit: 500 })).length).toBe(auditsBefore);
  expect(smtp.messages).toHaveLength(0);
  // Without working e-mail the answer is the same for every address too: no link can be sent.
  setTestEnv({ DATA_DIR: getDb().dataDir });
  expect(await requestPasswordReset("ada@example.com", ip(), ORIGIN)).toEqual({ kind: "no_email" });
  expect(await requestPasswordReset("nobody@example.com", ip(), ORIGIN)).toEqual({ kind: "no_email" });
});

test("a link dies after 30 minutes and when the password changes any other way; a guessed token is nothing", async () => {
  await makeUser("bo@example.com");
  const r = await issueResetLink(null, "bo@example.com", ORIGIN);
  if (!r.ok) throw new Error(r.message);
  const token = tokenOf(r.link);
  expect(await resetLinkUser(token, new Date(Date.now() + 29 * 60_000))).not.toBeNull();
  expect(await resetLinkUser(token, new Date(Date.now() + 31 * 60_000))).toBeNull();
  await setPasswordHash(r.user.id, await hashPassword("changed-in-the-studio-1"));
  expect(await resetLinkUser(token)).toBeNull();
  expect(await completePasswordReset(token, "a-brand-new-Passphrase-9", en)).toEqual({ ok: false, gone: true });
  for (const guess of [
    "",
    "x",
    "A".repeat(43),
    `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`,
    "../../etc/passwd",
  ])
    expect(await resetLinkUser(guess)).toBeNull();
});

test("asking is rate-limited per address (whether or not it exists) and per IP", async () => {
  const from = ip();
  for (let i = 0; i < 3; i++) expect((await requestPasswordReset("limit@example.com", from, ORIGIN)).kind).toBe("sent");
  expect(await requestPasswordReset("limit@example.com", ip(), ORIGIN)).toMatchObject({
    kind: "throttled",
    retryAfter: expect.any(Number),
  });
  const same = ip();
  for (let i = 0; i < 10; i++) await requestPasswordReset(`x${i}@example.com`, same, ORIGIN);
  expect((await requestPasswordReset("fresh@example.com", same, ORIGIN)).kind).toBe("throttled");
});

test("npm run user: list, add (with a link to set the password), reset-password, disable and enable, audited", async () => {
  await makeUser("owner2@example.com", "owner");
  const added = await runUserCommand(["add", "new@example.com", "--name", "New Person"]);
  expect(added.code).toBe(0);
  expect(added.lines[0]).toBe("Added new@example.com (editor). To choose a password, open:");
  const link = added.lines[1]!;
  expect(link).toMatch(/^http:\/\/localhost:\d+\/admin\/reset\/[\w-]{43}$/);
  expect(await resetLinkUser(tokenOf(link))).toMatchObject({ email: "new@example.com", display_name: "New Person" });

  const list = await runUserCommand(["list"]);
  expect(list.lines[0]).toMatch(/^E-MAIL\s+NAME\s+ROLE\s+STATE\s+LAST SIGN-IN$/);
  expect(list.lines.some((l) => /^new@example\.com\s+New Person\s+editor\s+active\s+never$/.test(l))).toBe(true);

  const reset = await runUserCommand(["reset-password", "owner2@example.com"]);
  expect([reset.code, reset.lines[0]]).toEqual([0, "To choose a new password for owner2@example.com, open:"]);
  expect((await listAudit({ limit: 20 })).find((a) => a.action === "user.reset_link")).toMatchObject({
    user_id: null,
    detail: JSON.stringify({ via: "cli" }),
  });

  expect((await runUserCommand(["disable", "new@example.com"])).code).toBe(0);
  expect(await runUserCommand(["reset-password", "new@example.com"])).toEqual({
    code: 1,
    lines: ["new@example.com is disabled. Enable it first: npm run user -- enable new@example.com"],
  });
  expect(await resetLinkUser(tokenOf(link))).toBeNull();
  expect((await runUserCommand(["enable", "new@example.com"])).code).toBe(0);
  expect(await runUserCommand(["reset-password", "nobody@example.com"])).toEqual({
    code: 1,
    lines: ["No studio account has the e-mail nobody@example.com."],
  });
  expect((await runUserCommand(["add", "new@example.com"])).code).toBe(1);
  expect((await runUserCommand(["frobnicate"])).lines[0]).toBe("Unknown command: frobnicate");
});
