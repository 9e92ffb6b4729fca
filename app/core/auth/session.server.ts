/**
 * Database sessions (SPEC §3, §4, §9): a random 256-bit id in the cookie, only
 * its SHA-256 stored; 14 days idle, 30 days absolute; rotated at sign-in.
 */
import { createHash, randomBytes } from "node:crypto";
import { createContext, type RouterContextProvider } from "react-router";
import { requestInfo } from "~/core/http/context.server.ts";
import { getCookie, serializeCookie } from "~/core/http/cookies.server.ts";
import * as sessions from "~/core/auth/data/sessions.server.ts";
import { findUserById, type User } from "~/core/auth/data/users.server.ts";
import { nowIso } from "~/core/db/client.server.ts";

export const SESSION_IDLE_MS = 14 * 24 * 3600 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 3600 * 1000;
const TOUCH_EVERY_MS = 60 * 1000;
/** The session cookie's name (with __Host- in front over HTTPS); Insights leaves out page views that carry it. */
export const SESSION_COOKIE = "marquee_session";
const COOKIE = SESSION_COOKIE;

export const hashSessionId = (id: string) => createHash("sha256").update(id).digest("hex");

export interface SessionInfo {
  user: User;
  idHash: string;
}

// false = not looked up yet in this request (a default is required, or get() throws).
const sessionContext = createContext<SessionInfo | null | false>(false);

type Ctx = Readonly<RouterContextProvider>;

/** Starts a new session for the user; returns the Set-Cookie header. */
export async function startSession(userId: string, request: Request, context: Ctx, now = new Date()): Promise<string> {
  const info = requestInfo(context);
  const id = randomBytes(32).toString("base64url");
  await sessions.insertSession({
    id_hash: hashSessionId(id),
    user_id: userId,
    created_at: now.toISOString(),
    last_seen_at: now.toISOString(),
    expires_at: new Date(now.getTime() + SESSION_ABSOLUTE_MS).toISOString(),
    ip: info.ip,
    user_agent: request.headers.get("user-agent")?.slice(0, 300) ?? null,
  });
  return serializeCookie(COOKIE, id, { secure: info.secure, maxAge: SESSION_ABSOLUTE_MS / 1000 });
}

/** The signed-in user, or null. Memoised per request. */
export async function getSession(request: Request, context: Ctx, now = new Date()): Promise<SessionInfo | null> {
  const cached = context.get(sessionContext);
  if (cached !== false) return cached;
  const result = await lookup(request, context, now);
  (context as RouterContextProvider).set(sessionContext, result);
  return result;
}

async function lookup(request: Request, context: Ctx, now: Date): Promise<SessionInfo | null> {
  const id = getCookie(request, COOKIE, requestInfo(context).secure);
  if (!id || id.length > 100) return null;
  const idHash = hashSessionId(id);
  const row = await sessions.findSession(idHash);
  if (!row) return null;
  const t = now.getTime();
  if (Date.parse(row.expires_at) <= t || Date.parse(row.last_seen_at) + SESSION_IDLE_MS <= t) {
    await sessions.deleteSession(idHash);
    return null;
  }
  const user = await findUserById(row.user_id);
  if (!user || user.disabled) {
    await sessions.deleteSession(idHash);
    return null;
  }
  if (t - Date.parse(row.last_seen_at) > TOUCH_EVERY_MS) await sessions.touchSession(idHash);
  return { user, idHash };
}

/** Ends this request's session; returns the Set-Cookie header that clears it. */
export async function endSession(request: Request, context: Ctx): Promise<string> {
  const info = requestInfo(context);
  const id = getCookie(request, COOKIE, info.secure);
  if (id) await sessions.deleteSession(hashSessionId(id));
  (context as RouterContextProvider).set(sessionContext, null);
  return serializeCookie(COOKIE, "", { secure: info.secure, maxAge: 0 });
}

export async function purgeSessions(): Promise<void> {
  await sessions.deleteExpiredSessions(new Date(Date.now() - SESSION_IDLE_MS).toISOString());
}

export { nowIso };
