/**
 * Translations in a route's `meta` (titles, descriptions), which runs outside
 * React: the translator from the root loader's payload, built once per payload.
 */
import { createTranslator, KEYS_ONLY, type I18nPayload, type Translator } from "./translator.ts";

interface MatchLike {
  id: string;
  loaderData?: unknown;
}

const built = new WeakMap<I18nPayload, Translator>();

export function i18nFrom(matches: readonly (MatchLike | undefined)[]): Translator {
  const payload = (matches.find((m) => m?.id === "root")?.loaderData as { i18n?: I18nPayload } | undefined)?.i18n;
  if (!payload) return KEYS_ONLY;
  let tr = built.get(payload);
  if (!tr) built.set(payload, (tr = createTranslator(payload)));
  return tr;
}
