/**
 * Language prefixes of public URLs (issue 15, L2): the site's default language
 * has none (`/events/x`), every other language of the site has its code in
 * front (`/es/events/x`, `/es/calendar.ics`). Pure and browser-safe: server.ts
 * picks the request handler with it, the root loader and the switcher build
 * the other languages' URLs with it. ADR 0903.
 */
import { LOCALE_CODES, type LocaleCode } from "./locales.ts";

/** The shipped locale a path starts with (`/es`, `/es/…`), or null. `/esx` and `/ES/` are not prefixes. */
export function prefixOf(pathname: string): LocaleCode | null {
  const first = /^\/([^/]+)(?:\/|$)/.exec(pathname)?.[1];
  return first && (LOCALE_CODES as readonly string[]).includes(first) ? (first as LocaleCode) : null;
}

/** The router's basename for a language: "" for the default language, "/es" for another. */
export function basenameFor(code: string, defaultCode: string): string {
  return code === defaultCode ? "" : `/${code}`;
}

/** The path without its language prefix: `/es/events` → `/events`, `/es` → `/`. A path without a prefix is itself. */
export function stripPrefix(pathname: string): string {
  const code = prefixOf(pathname);
  if (!code) return pathname;
  return pathname.slice(code.length + 1) || "/";
}

/** A path (without prefix) in a language: `/events/x` in "es" → `/es/events/x`; the home page `/` → `/es`. */
export function pathIn(path: string, code: string, defaultCode: string): string {
  const base = basenameFor(code, defaultCode);
  if (!base) return path;
  return path === "/" ? base : `${base}${path}`;
}

/**
 * What a prefixed request gets, given the site's languages: served in that
 * language; moved to its canonical URL (the default language's own prefix —
 * `/en/events` on an English site is `/events`); or not found (a shipped
 * language the site does not offer).
 */
export type PrefixVerdict =
  | { kind: "serve"; code: LocaleCode }
  | { kind: "redirect"; to: string }
  | { kind: "not-found" }
  | { kind: "none" };

export function prefixVerdict(
  pathname: string,
  search: string,
  defaultCode: string,
  others: readonly string[],
): PrefixVerdict {
  const code = prefixOf(pathname);
  if (!code) return { kind: "none" };
  // The studio has one address whatever the language (its own language is each user's): /es/admin → /admin.
  if (code === defaultCode || /^\/admin(\/|$)/.test(stripPrefix(pathname)))
    return { kind: "redirect", to: stripPrefix(pathname) + search };
  if (others.includes(code)) return { kind: "serve", code };
  return { kind: "not-found" };
}

/** The site's other languages as stored ("es,fr"): shipped codes only, never the default, each once. */
export function parseLanguages(stored: string | null | undefined, defaultCode: string): LocaleCode[] {
  const out: LocaleCode[] = [];
  for (const part of (stored ?? "").split(",")) {
    const c = part.trim();
    if ((LOCALE_CODES as readonly string[]).includes(c) && c !== defaultCode && !out.includes(c as LocaleCode))
      out.push(c as LocaleCode);
  }
  return out;
}

/**
 * The page a request is for, without its language prefix: `/es/events/x` → `/events/x`, and a client
 * navigation's data request (`/es/events.data`, `/es/_.data`) → the page it loads (`/events`, `/`).
 */
export function pagePathOf(pathname: string): string {
  const page = pathname.replace(/\/_\.data$/, "/").replace(/\.data$/, "");
  return stripPrefix(page || "/");
}
