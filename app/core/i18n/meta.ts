/**
 * Translations in a route's `meta` (titles, descriptions), which runs outside
 * React: the translator for the root loader's payload (page-messages.ts).
 */
import type { Translator } from "./translator.ts";
import { pageTranslator, type PageI18n } from "./page-messages.ts";

interface MatchLike {
  id: string;
  loaderData?: unknown;
}

export function i18nFrom(matches: readonly (MatchLike | undefined)[]): Translator {
  return pageTranslator((matches.find((m) => m?.id === "root")?.loaderData as { i18n?: PageI18n } | undefined)?.i18n);
}
