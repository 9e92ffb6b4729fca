/**
 * Sign-in with throttling that holds across processes (SPEC §5): 10 failed
 * attempts per account and 50 per IP in 15 minutes, then 429.
 */
import type { RouterContextProvider } from "react-router";
import { requestInfo } from "~/core/http/context.server.ts";
import { findUserForSignIn, recordSignIn, type User } from "~/core/auth/data/users.server.ts";
import { audit } from "~/core/audit/audit.server.ts";
import { blockedFor, consume, signInRules } from "~/core/http/rate-limit.server.ts";
import { clear } from "~/core/http/rate-limit-store.server.ts";
import { dummyHash, verifyPassword } from "./password.server.ts";
import { endSession, startSession } from "./session.server.ts";

export type SignInResult =
  | { kind: "ok"; user: User; cookie: string }
  | { kind: "bad" }
  | { kind: "throttled"; retryAfter: number };

export async function signIn(
  request: Request,
  context: Readonly<RouterContextProvider>,
  email: string,
  password: string,
): Promise<SignInResult> {
  const { ip } = requestInfo(context);
  const rules = signInRules(email, ip);
  const wait = await blockedFor(rules);
  if (wait) return { kind: "throttled", retryAfter: wait };

  const user = await findUserForSignIn(email);
  const ok = await verifyPassword(password, user?.password_hash ?? (await dummyHash()));
  if (!user || !ok || user.disabled) {
    await consume(rules);
    await audit(user ? { id: user.id, email: user.email } : null, "signin.failed", "user", user?.id ?? null, {
      email: email.slice(0, 254),
      ip,
    });
    return { kind: "bad" };
  }
  // Rotate: whatever session this browser had ends; a new id is issued.
  await endSession(request, context);
  const cookie = await startSession(user.id, request, context);
  await recordSignIn(user.id);
  await clear(rules[0]!.key);
  await audit({ id: user.id, email: user.email }, "signin", "user", user.id, { ip });
  const { password_hash: _omit, ...plain } = user;
  return { kind: "ok", user: plain, cookie };
}
