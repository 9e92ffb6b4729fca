/**
 * The languages Marquee ships (issue 15). Browser-safe: the site language's
 * code travels in the root loader's data, and components read the rest here.
 *
 * `intl` is the tag handed to `Intl` (dates, numbers, lists): English is
 * British English, whose 24-hour clock and day-month order the site used
 * before it had languages. `name` is the language's own name (the settings
 * list shows each language as its speakers write it).
 */
export const LOCALES = [
  { code: "en", name: "English", intl: "en-GB", dir: "ltr" },
  { code: "de", name: "Deutsch", intl: "de-DE", dir: "ltr" },
  { code: "fr", name: "Français", intl: "fr-FR", dir: "ltr" },
  { code: "es", name: "Español", intl: "es-ES", dir: "ltr" },
  { code: "it", name: "Italiano", intl: "it-IT", dir: "ltr" },
  { code: "nl", name: "Nederlands", intl: "nl-NL", dir: "ltr" },
  { code: "pt-BR", name: "Português (Brasil)", intl: "pt-BR", dir: "ltr" },
  { code: "pt-PT", name: "Português (Portugal)", intl: "pt-PT", dir: "ltr" },
  { code: "pl", name: "Polski", intl: "pl-PL", dir: "ltr" },
  { code: "sv", name: "Svenska", intl: "sv-SE", dir: "ltr" },
  { code: "ar", name: "العربية", intl: "ar", dir: "rtl" },
] as const;

export type LocaleCode = (typeof LOCALES)[number]["code"];
export type LocaleInfo = (typeof LOCALES)[number];
export type Direction = "ltr" | "rtl";

export const DEFAULT_LOCALE: LocaleCode = "en";

export const LOCALE_CODES: readonly LocaleCode[] = LOCALES.map((l) => l.code);

export function isLocaleCode(x: unknown): x is LocaleCode {
  return typeof x === "string" && (LOCALE_CODES as readonly string[]).includes(x);
}

/** The locale's facts; an unknown code (an old or hand-edited setting) is English. */
export function localeInfo(code: string): LocaleInfo {
  return LOCALES.find((l) => l.code === code) ?? LOCALES[0];
}
