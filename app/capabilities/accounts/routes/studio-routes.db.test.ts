/**
 * The studio's sign-in, account and users actions as the server runs them:
 * real sessions, real CSRF cookie and token, real argon2 hashes.
 */
import { randomBytes } from "node:crypto";
import { expect, test } from "vitest";
import { useTestDatabase } from "~tests/setup/db.ts";
import { action as loginAction } from "./login.tsx";
import { action as accountAction } from "./account.tsx";
import { action as usersAction } from "./users.tsx";
import { action as logoutAction } from "./logout.tsx";
import { createLoadContext } from "~/core/http/context.server.ts";
import { createUser, passwordHashOf, type Role } from "~/core/auth/data/users.server.ts";
import { findSession } from "~/core/auth/data/sessions.server.ts";
import { listAudit } from "~/core/audit/audit.server.ts";
import { hmac } from "~/core/http/sign.server.ts";
import { hashPassword, verifyPassword } from "~/core/auth/password.server.ts";
import { hashSessionId, startSession } from "~/core/auth/session.server.ts";

useTestDatabase();

const PASSWORD = "violet-lantern-brass-1987";
const ctx = () => createLoadContext({ requestId: "t", nonce: "n", ip: `192.0.2.${randomBytes(1)[0]}`, secure: false });
const csrfCookie = randomBytes(32).toString("base64url");
// The token is the cookie's HMAC under the test configuration's secret (set before each test file runs).
const csrf = () => hmac("csrf", csrfCookie);

async function makeUser(role: Role) {
  const email = `${role}-${randomBytes(4).toString("hex")}@example.com`;
  return createUser({ email, displayName: `Pat ${role}`, passwordHash: await hashPassword(PASSWORD), role });
}

/** A new session for the user: its raw id (what the browser's cookie holds). */
async function sessionOf(userId: string): Promise<string> {
  const set = await startSession(userId, new Request("http://localhost/"), ctx());
  return /^marquee_session=([\w-]+)/.exec(set)![1]!;
}

/** The one-time toast a redirect carries (a signed cookie: base64url JSON, then the signature). */
function toastOf(headers: Headers): unknown {
  const raw = /marquee_toast=([^;]+)/.exec(headers.getSetCookie().join("\n"))?.[1];
  return raw && JSON.parse(Buffer.from(decodeURIComponent(raw).split(".")[0]!, "base64url").toString());
}

const alive = async (id: string) => (await findSession(hashSessionId(id))) !== undefined;

/** Posts a form to a route action; a thrown or returned Response or data() becomes { status, headers, body }. */
async function post(
  fn: (args: never) => unknown,
  path: string,
  session: string | null,
  fields: Record<string, string>,
) {
  const cookie = [session && `marquee_session=${session}`, `marquee_csrf=${csrfCookie}`].filter(Boolean).join("; ");
  const request = new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { cookie },
    body: new URLSearchParams({ csrf: csrf(), ...fields }),
  });
  let r: unknown;
  try {
    r = await fn({ request, context: ctx(), params: {} } as never);
  } catch (e) {
    r = e;
  }
  if (r instanceof Response)
    return { status: r.status, headers: r.headers, body: undefined as undefined | { errors: Record<string, string> } };
  const d = r as { data: { errors: Record<string, string> }; init?: { status?: number; headers?: HeadersInit } | null };
  return { status: d.init?.status ?? 200, headers: new Headers(d.init?.headers ?? undefined), body: d.data };
}

test("sign-in issues a new session id and ends the one the browser had", async () => {
  const user = await makeUser("editor");
  const before = await sessionOf(user.id);
  const r = await post(loginAction, "/admin/login", before, { email: user.email.toUpperCase(), password: PASSWORD });
  expect(r.status).toBe(302);
  const after = /marquee_session=([\w-]+)/.exec(r.headers.getSetCookie().join("\n"))?.[1];
  expect(after).toMatch(/^[\w-]{43}$/);
  expect(after).not.toBe(before);
  expect(await alive(before)).toBe(false);
  expect(await alive(after!)).toBe(true);
});

test("changing the password keeps this session, ends every other one, and is audited", async () => {
  const user = await makeUser("editor");
  const here = await sessionOf(user.id);
  const phone = await sessionOf(user.id);
  const laptop = await sessionOf(user.id);

  const wrong = await post(accountAction, "/admin/account", here, {
    intent: "password",
    current: "not-my-password",
    password: "a-brand-new-passphrase",
    confirm: "a-brand-new-passphrase",
  });
  expect(wrong.status).toBe(400);
  expect(wrong.body?.errors.current).toBe("Your current password is not right.");
  expect(await alive(phone)).toBe(true);

  const ok = await post(accountAction, "/admin/account", here, {
    intent: "password",
    current: PASSWORD,
    password: "a-brand-new-passphrase",
    confirm: "a-brand-new-passphrase",
  });
  expect(ok.status).toBe(302);
  expect([await alive(here), await alive(phone), await alive(laptop)]).toEqual([true, false, false]);
  const hash = (await passwordHashOf(user.id))!;
  expect(await verifyPassword("a-brand-new-passphrase", hash)).toBe(true);
  expect(await verifyPassword(PASSWORD, hash)).toBe(false);
  expect((await listAudit({ entity: "user", entityId: user.id })).map((a) => a.action)).toContain(
    "user.password_change",
  );
});

test("an owner's password reset follows the password rules for that user's address and signs them out", async () => {
  const owner = await makeUser("owner");
  const editor = await makeUser("editor");
  const ownerSession = await sessionOf(owner.id);
  const editorSession = await sessionOf(editor.id);

  const ownAddress = await post(usersAction, "/admin/users", ownerSession, {
    intent: "reset",
    id: editor.id,
    password: editor.email,
  });
  expect(ownAddress.status).toBe(400);
  expect(ownAddress.body?.errors.password).toBe("Don't use your e-mail address as the password.");
  expect(await alive(editorSession)).toBe(true);

  const nobody = await post(usersAction, "/admin/users", ownerSession, {
    intent: "reset",
    id: "no-such-user",
    password: "a-fine-long-passphrase",
  });
  expect(nobody.status).toBe(302);
  expect(toastOf(nobody.headers)).toEqual({ type: "error", message: "That user no longer exists." });

  const ok = await post(usersAction, "/admin/users", ownerSession, {
    intent: "reset",
    id: editor.id,
    password: "a-fine-long-passphrase",
  });
  expect(ok.status).toBe(302);
  expect(await alive(editorSession)).toBe(false);
  expect(await alive(ownerSession)).toBe(true);
  expect(await verifyPassword("a-fine-long-passphrase", (await passwordHashOf(editor.id))!)).toBe(true);
  expect((await listAudit({ entity: "user", entityId: editor.id })).map((a) => a.action)).toContain(
    "user.password_reset",
  );
});

test("signing out ends the session and is audited", async () => {
  const user = await makeUser("editor");
  const session = await sessionOf(user.id);
  const r = await post(logoutAction, "/admin/logout", session, {});
  expect(r.status).toBe(302);
  expect(r.headers.get("location")).toBe("/admin/login");
  expect(r.headers.getSetCookie().some((c) => /^marquee_session=; .*Max-Age=0/.test(c))).toBe(true);
  expect(await alive(session)).toBe(false);
  expect((await listAudit({ entity: "user", entityId: user.id })).map((a) => a.action)).toContain("signout");
});
