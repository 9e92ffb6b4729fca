/**
 * CSRF protection for every state-changing studio form: a random cookie bound
 * to the browser, and a form token that is its HMAC under SESSION_SECRET.
 */
import { randomBytes } from "node:crypto";
import { createContext, type RouterContextProvider } from "react-router";
import { requestInfo } from "~/core/http/context.server.ts";
import { getCookie, serializeCookie } from "~/core/http/cookies.server.ts";
import { hmac, safeEqual } from "~/core/http/sign.server.ts";

const COOKIE = "marquee_csrf";
const csrfContext = createContext<{ value: string; fresh: boolean } | null>(null);
type Ctx = Readonly<RouterContextProvider>;

function cookieValue(request: Request, context: Ctx): { value: string; fresh: boolean } {
  let v = context.get(csrfContext);
  if (!v) {
    const existing = getCookie(request, COOKIE, requestInfo(context).secure);
    v =
      existing && /^[\w-]{43}$/.test(existing)
        ? { value: existing, fresh: false }
        : { value: randomBytes(32).toString("base64url"), fresh: true };
    (context as RouterContextProvider).set(csrfContext, v);
  }
  return v;
}

/** The token to put in a hidden `csrf` field. */
export function csrfToken(request: Request, context: Ctx): string {
  return hmac("csrf", cookieValue(request, context).value);
}

/** Set-Cookie for a browser that has no CSRF cookie yet (called by the studio middleware). */
export function csrfCookieHeader(request: Request, context: Ctx): string | null {
  const v = cookieValue(request, context);
  return v.fresh
    ? serializeCookie(COOKIE, v.value, { secure: requestInfo(context).secure, maxAge: 30 * 24 * 3600 })
    : null;
}

export function isValidCsrf(request: Request, context: Ctx, token: unknown): boolean {
  if (typeof token !== "string" || token.length === 0) return false;
  const existing = getCookie(request, COOKIE, requestInfo(context).secure);
  if (!existing) return false;
  return safeEqual(token, hmac("csrf", existing));
}
