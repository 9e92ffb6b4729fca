/**
 * What the foundation promises on every response (server.ts and
 * app/server/http): a Content-Security-Policy that lets inline scripts run
 * only by a per-request nonce (or, for a page served from a shared cache, by
 * their hashes), the other security headers, HSTS only over HTTPS, and cookie
 * flags. Each check returns readable problems, so one assertion lists every
 * fault at once.
 */
import { createHash } from "node:crypto";
import { parseSetCookie } from "./http.ts";

/** A response as the walk saw it. */
export interface Seen {
  label: string;
  status: number;
  headers: Headers;
  /** The body, for HTML answers ("" otherwise). */
  html: string;
}

/** Fetches without following redirects and keeps what the checks need. */
export async function see(
  url: string,
  init: RequestInit = {},
  label = new URL(url).pathname + new URL(url).search,
): Promise<Seen> {
  const res = await fetch(url, { redirect: "manual", ...init });
  const type = res.headers.get("content-type") ?? "";
  const html = type.includes("text/html") ? await res.text() : (await res.arrayBuffer(), "");
  return { label: `${init.method ?? "GET"} ${label}`, status: res.status, headers: res.headers, html };
}

/** The directives of the first policy in a Content-Security-Policy header (a route may add a second, stricter one). */
export function parseCsp(header: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of header.split(",")[0]!.split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), values);
  }
  return directives;
}

/** The nonce in script-src, if any. */
export function cspNonce(header: string | null): string | undefined {
  const script = parseCsp(header ?? "").get("script-src") ?? [];
  return script.map((s) => /^'nonce-([^']+)'$/.exec(s)?.[1]).find(Boolean);
}

/** The scripts a browser would run inline (no src, not a data block such as JSON-LD): their nonce attribute and CSP hash. */
export function inlineScripts(html: string): { nonce: string | null; hash: string }[] {
  const out: { nonce: string | null; hash: string }[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = m[1]!;
    if (/\ssrc=/i.test(attrs)) continue;
    const type = /\stype="([^"]*)"/i.exec(attrs)?.[1]?.toLowerCase();
    if (type && type !== "module" && type !== "text/javascript") continue; // data blocks never run, so the CSP does not cover them
    out.push({
      nonce: /\snonce="([^"]*)"/i.exec(attrs)?.[1] ?? null,
      hash: `'sha256-${createHash("sha256").update(m[2]!, "utf8").digest("base64")}'`,
    });
  }
  return out;
}

/** The directives of a Cache-Control header, lower-cased ("no-store, no-store" reads as one no-store). */
export function cacheDirectives(header: string | null): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of (header ?? "").split(",")) {
    const [k, v] = part.trim().split("=");
    if (k) out.set(k.toLowerCase(), v ?? "");
  }
  return out;
}

const SAFE_REFERRER = ["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"];

/** CSP, nosniff, Referrer-Policy, Permissions-Policy, and HSTS only when the request came over HTTPS. */
export function securityHeaderProblems(r: Seen, o: { https: boolean }): string[] {
  const p: string[] = [];
  const say = (s: string) => p.push(`${r.label} (${r.status}): ${s}`);
  const csp = r.headers.get("content-security-policy");
  if (!csp) say("no Content-Security-Policy");
  else {
    const d = parseCsp(csp);
    const script = d.get("script-src") ?? [];
    if (!d.has("script-src")) say("no script-src");
    const nonce = cspNonce(csp);
    if (nonce && Buffer.from(nonce, "base64").length < 16) say(`nonce "${nonce}" is shorter than 128 bits`);
    for (const bad of ["'unsafe-inline'", "'unsafe-eval'", "*", "data:", "http:", "https:"])
      if (script.includes(bad)) say(`script-src allows ${bad}`);
    if (!d.has("frame-ancestors")) say("no frame-ancestors");
    else if (d.get("frame-ancestors")!.some((v) => v !== "'self'" && v !== "'none'"))
      say(`frame-ancestors lets other sites frame us: ${d.get("frame-ancestors")!.join(" ")}`);
    if (d.get("object-src")?.join(" ") !== "'none'") say(`object-src is not 'none': ${d.get("object-src")?.join(" ")}`);
    if (!d.has("base-uri") || d.get("base-uri")!.some((v) => v !== "'self'" && v !== "'none'"))
      say(`base-uri missing or open: ${d.get("base-uri")?.join(" ")}`);
    if (!d.has("default-src")) say("no default-src");
  }
  const nosniff = r.headers.get("x-content-type-options");
  if (nosniff !== "nosniff") say(`X-Content-Type-Options is ${JSON.stringify(nosniff)}, not "nosniff"`);
  const referrer = r.headers.get("referrer-policy");
  if (!referrer || !SAFE_REFERRER.includes(referrer)) say(`Referrer-Policy is ${JSON.stringify(referrer)}`);
  const permissions = r.headers.get("permissions-policy") ?? "";
  for (const feature of ["camera", "microphone", "geolocation"])
    if (!new RegExp(`(^|,\\s*)${feature}=\\(\\)`).test(permissions))
      say(`Permissions-Policy does not turn off ${feature}: ${JSON.stringify(permissions)}`);
  const hsts = r.headers.get("strict-transport-security");
  if (o.https) {
    const maxAge = Number(/max-age=(\d+)/.exec(hsts ?? "")?.[1] ?? 0);
    if (maxAge < 31536000) say(`HSTS missing or shorter than a year over HTTPS: ${JSON.stringify(hsts)}`);
  } else if (hsts) say(`HSTS over plain HTTP: ${hsts}`);
  return p;
}

/**
 * Every inline script of the page runs only because its CSP allows it: by the
 * nonce it carries, or, where no nonce is given, by its hash. There must be
 * some (React Router hydrates with them), or the check would prove nothing.
 */
export function inlineScriptProblems(r: Seen, o: { nonceOnly?: boolean } = {}): string[] {
  const csp = r.headers.get("content-security-policy") ?? "";
  const nonce = cspNonce(csp);
  const sources = parseCsp(csp).get("script-src") ?? [];
  const scripts = inlineScripts(r.html);
  if (scripts.length === 0) return [`${r.label}: no inline script to check the CSP against`];
  if (o.nonceOnly && !nonce) return [`${r.label}: no nonce in the CSP of a page that is never shared`];
  return scripts
    .filter((s) => !((nonce && s.nonce === nonce) || sources.includes(s.hash)))
    .map(
      (s) =>
        `${r.label}: inline script (nonce ${JSON.stringify(s.nonce)}, hash ${s.hash}) not allowed by script-src ${sources.join(" ")}`,
    );
}

export const COOKIES = { session: "marquee_session", csrf: "marquee_csrf", toast: "marquee_toast" } as const;
const KNOWN = new Set<string>(Object.values(COOKIES));

/**
 * Every cookie the app sets: one of ours, HttpOnly (nothing in the page needs
 * to read them), SameSite=Lax, Path=/, no Domain. Over HTTPS the `__Host-`
 * prefix and Secure; over plain HTTP neither (a Secure cookie would be dropped).
 */
export function cookieProblems(label: string, setCookies: string[], o: { https: boolean }): string[] {
  const p: string[] = [];
  for (const line of setCookies) {
    const c = parseSetCookie(line);
    const base = c.name.replace(/^__Host-/, "");
    const say = (s: string) => p.push(`${label}: cookie ${c.name}: ${s}`);
    if (!KNOWN.has(base)) say("not one of the cookies the foundation sets");
    if (!c.attrs.has("httponly")) say("not HttpOnly");
    if (c.attrs.get("samesite")?.toLowerCase() !== "lax") say(`SameSite=${c.attrs.get("samesite")}, not Lax`);
    if (c.attrs.get("path") !== "/") say(`Path=${c.attrs.get("path")}, not /`);
    if (c.attrs.has("domain")) say(`has Domain=${c.attrs.get("domain")}`);
    if (o.https) {
      if (!c.name.startsWith("__Host-")) say("no __Host- prefix over HTTPS");
      if (!c.attrs.has("secure")) say("not Secure over HTTPS");
    } else {
      if (c.name.startsWith("__Host-")) say("__Host- prefix over plain HTTP (the browser would refuse it)");
      if (c.attrs.has("secure")) say("Secure over plain HTTP (the browser would drop it)");
    }
  }
  return p;
}

/** The names of the cookies a response sets with a value (not the ones it clears). */
export function cookiesSet(r: Seen): string[] {
  return r.headers
    .getSetCookie()
    .map(parseSetCookie)
    .filter((c) => c.value !== "" && c.attrs.get("max-age") !== "0")
    .map((c) => c.name);
}
