/**
 * The site's language: a setting of the owner (Settings → Language), English
 * by default. Loaders, actions, e-mails to visitors and feeds ask here.
 */
import { getSettings } from "../settings/settings.server.ts";
import { clientPayloadFor, translatorFor } from "./catalogues.server.ts";
import { localeInfo, type LocaleCode } from "./locales.ts";
import type { I18nPayload, Translator } from "./translator.ts";

export async function siteLocale(): Promise<LocaleCode> {
  return localeInfo((await getSettings()).language).code;
}

/** The translator in the site's language. */
export async function siteI18n(): Promise<Translator> {
  return translatorFor(await siteLocale());
}

/** What the root loader sends the browser: the active locale's compiled messages a page may render (not the server's own). */
export function i18nPayload(locale: LocaleCode): I18nPayload {
  return clientPayloadFor(locale);
}
