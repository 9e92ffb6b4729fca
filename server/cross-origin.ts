/**
 * Static exports made with `--api-origin` (issue 17) post their fans' sign-up
 * and RSVP forms to this server from another origin. Only the origins named
 * in ALLOWED_ORIGINS (exact), only those POST endpoints (and the form token
 * they need, fetched first): every other cross-origin form stays refused by
 * the request guard, and the studio's CSRF tokens are untouched. Pure, so it
 * is unit-tested (cross-origin.test.ts). Only Node built-ins: server.ts reads
 * it before the app's build is loaded.
 */

/** A fresh form token as JSON ({ token }), for a static page's form (the one it was exported with may be older than a day). */
export const FORM_TOKEN_PATH = "/api/form-token";

/** The public POST endpoints another origin may use: the fans' sign-up, an RSVP reply, a Buy form and support (issue 29). */
const POST_ENDPOINTS = [
  /^\/subscribe$/,
  /^\/rsvp\/[\w-]{1,64}\/\d{4}-\d{2}-\d{2}$/,
  /^\/checkout\/[\w-]{1,64}\/\d{4}-\d{2}-\d{2}$/,
  /^\/support$/,
];

/** May this origin make this request cross-origin? `origin` must be exactly one of `allowed`. */
export function crossOriginAllowed(
  method: string,
  pathname: string,
  origin: string | undefined,
  allowed: readonly string[],
): boolean {
  if (!origin || !allowed.includes(origin)) return false;
  if (method === "POST") return POST_ENDPOINTS.some((re) => re.test(pathname));
  if (method === "GET" || method === "HEAD") return pathname === FORM_TOKEN_PATH;
  return false;
}

/** The answer to a CORS preflight (OPTIONS), or null when this origin may not POST here (the browser then refuses). */
export function preflightHeaders(
  pathname: string,
  origin: string | undefined,
  requestMethod: string | undefined,
  allowed: readonly string[],
): Record<string, string> | null {
  if (requestMethod !== "POST" || !crossOriginAllowed("POST", pathname, origin, allowed)) return null;
  return {
    ...corsHeaders(origin!),
    "Access-Control-Allow-Methods": "POST",
    "Access-Control-Allow-Headers": "Content-Type",
    "Access-Control-Max-Age": "600",
  };
}

/** On an allowed cross-origin answer: the origin may read it; caches keep answers per origin. */
export const corsHeaders = (origin: string): Record<string, string> => ({
  "Access-Control-Allow-Origin": origin,
  Vary: "Origin",
});
