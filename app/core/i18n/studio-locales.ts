/**
 * The languages the studio speaks (issue 15, part 5): a subset of the shipped
 * locales (locales.ts) whose studio catalogues are complete. Each user picks
 * one on their account page; a language added here needs its
 * `messages/studio/<code>.json` files complete (tests/unit/i18n-catalogues.test.ts).
 * Browser-safe.
 */
import type { LocaleCode } from "./locales.ts";

export const STUDIO_LOCALES = ["en", "de"] as const satisfies readonly LocaleCode[];
export type StudioLocale = (typeof STUDIO_LOCALES)[number];

export function isStudioLocale(x: unknown): x is StudioLocale {
  return typeof x === "string" && (STUDIO_LOCALES as readonly string[]).includes(x);
}

/**
 * A user's studio language: their own choice, else the site's language when
 * the studio has it, else English.
 */
export function studioLocaleOf(chosen: string | null | undefined, siteLanguage: string): StudioLocale {
  if (isStudioLocale(chosen)) return chosen;
  return isStudioLocale(siteLanguage) ? siteLanguage : "en";
}
