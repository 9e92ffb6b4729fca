/**
 * The site's language: a setting of the owner (Settings → Language), English
 * by default — or, on a page of one of the site's other languages (`/es/…`),
 * that language (request-language.server.ts). Loaders, actions, e-mails to
 * visitors and feeds ask here.
 */
import { getSettings } from "../settings/settings.server.ts";
import { clientPayloadFor, translatorFor } from "./catalogues.server.ts";
import { localeInfo, type LocaleCode } from "./locales.ts";
import { requestLanguage } from "./request-language.server.ts";
import type { Translator } from "./translator.ts";
import type { PageI18n } from "./page-messages.ts";

/** The language of what is being answered: the request's prefixed language, else the site's default. */
export async function siteLocale(): Promise<LocaleCode> {
  return requestLanguage() ?? (await defaultLocale());
}

/** The site's default language (Settings), whatever the request. */
export async function defaultLocale(): Promise<LocaleCode> {
  return localeInfo((await getSettings()).language).code;
}

/** The translator in the site's language. */
export async function siteI18n(): Promise<Translator> {
  return translatorFor(await siteLocale());
}

/** What the root loader sends the browser: the locale's facts and its catalogue's address (the page carries the messages it used). */
export function i18nPayload(locale: LocaleCode): PageI18n {
  return clientPayloadFor(locale);
}

/** The language of what is being answered, given settings already read: the request's prefixed language, else the site's. */
export function activeLanguage(s: { language: string }): LocaleCode {
  return requestLanguage() ?? localeInfo(s.language).code;
}
