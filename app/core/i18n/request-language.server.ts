/**
 * The language of the request being answered (issue 15, L2). A site may have
 * other languages besides its default (Settings → Other languages); a page of
 * one of them is served under its prefix (`/es/…`) by a request handler whose
 * router basename is that prefix (server.ts), and `languageMiddleware` (on the
 * root route) runs the whole request — loaders, actions, e-mails sent to the
 * visitor, feeds — inside an AsyncLocalStorage scope holding the language, so
 * `siteLocale()`/`siteI18n()` answer in it without any caller knowing. ADR 0903.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { redirect, type MiddlewareFunction } from "react-router";
import { getSettings } from "../settings/settings.server.ts";
import { notFound } from "../http/errors.server.ts";
import { localeInfo, type LocaleCode } from "./locales.ts";
import { basenameFor, parseLanguages, prefixOf, prefixVerdict } from "./prefix.ts";

const scope = new AsyncLocalStorage<LocaleCode>();

/** The prefixed language of the request being answered, or undefined (the default language, the studio, a job). */
export function requestLanguage(): LocaleCode | undefined {
  return scope.getStore();
}

/** Runs `fn` as if a request in `code` were answered (tests, a job writing to a visitor in their language). */
export function inLanguage<T>(code: LocaleCode, fn: () => T): T {
  return scope.run(code, fn);
}

/**
 * Runs `fn` in `code` when the site still offers it as another language, else
 * as the default language: an e-mail composed later (the outbox, a job) for a
 * visitor who wrote from `/es/…` speaks Spanish, or the default language once
 * the owner has dropped Spanish.
 */
export async function inOfferedLanguage<T>(code: string | null | undefined, fn: () => Promise<T>): Promise<T> {
  if (!code) return fn();
  const offered = (await siteLanguages()).all.slice(1).find((l) => l.code === code);
  return offered ? inLanguage(offered.code, fn) : fn();
}

export interface SiteLanguage {
  code: LocaleCode;
  /** Its own name ("Español"), for the switcher. */
  name: string;
  dir: "ltr" | "rtl";
  /** Its URL prefix: "" for the default language, "/es" for another. */
  base: string;
}

/** The site's default language and its others (Settings), the default first. */
export async function siteLanguages(): Promise<{ default: LocaleCode; all: SiteLanguage[] }> {
  const s = await getSettings();
  const def = localeInfo(s.language).code;
  const codes = [def, ...parseLanguages(s.languages, def)];
  return {
    default: def,
    all: codes.map((code) => {
      const info = localeInfo(code);
      return { code, name: info.name, dir: info.dir, base: basenameFor(code, def) };
    }),
  };
}

/**
 * On the root route. A prefixed request (`/es/…`, which server.ts hands to the
 * handler with that basename) is answered in its language when the site offers
 * it; the default language's own prefix moves to the canonical URL (301); any
 * other shipped language is not found (one-language sites have no prefixed URLs).
 */
export const languageMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  const url = new URL(request.url);
  // Most requests have no prefix: no settings read for them.
  if (!prefixOf(url.pathname)) return next();
  const s = await getSettings();
  const def = localeInfo(s.language).code;
  const verdict = prefixVerdict(url.pathname, url.search, def, parseLanguages(s.languages, def));
  if (verdict.kind === "none") return next();
  if (verdict.kind === "redirect") throw redirect(verdict.to, 301);
  if (verdict.kind === "not-found") throw notFound();
  return scope.run(verdict.code, () => next());
};

/** The URL prefix of the request's language: "" (the default language), "/es" (another). For absolute URLs in feeds and e-mails. */
export function languageBase(): string {
  const code = requestLanguage();
  return code ? `/${code}` : "";
}

/** The site's languages besides the default (the studio's translation fields). */
export async function otherLanguages(): Promise<SiteLanguage[]> {
  return (await siteLanguages()).all.slice(1);
}
