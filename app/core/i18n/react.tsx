/**
 * Translations in components: `const { t } = useI18n()`. The root layout
 * provides the translator for its loader's payload: the server notes the keys
 * its render uses and the page carries those, so hydration reads the same
 * messages; the rest of the locale's arrive after hydration (page-messages.ts).
 */
import { createContext, Fragment, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { KEYS_ONLY, type Translator } from "./translator.ts";
import { loadCatalogue, pageTranslator, type PageI18n } from "./page-messages.ts";

const I18nContext = createContext<Translator>(KEYS_ONLY);

export function I18nProvider({ payload, children }: { payload: PageI18n | undefined; children: ReactNode }) {
  // The whole catalogue lands in the translator's store; a new context value re-renders what
  // showed a key that was not on the page (a part that appears only after a click).
  const [loaded, setLoaded] = useState(false);
  const url = payload?.catalogue;
  useEffect(() => {
    if (url) void loadCatalogue(url).then(() => setLoaded(true));
  }, [url]);
  const tr = useMemo(() => ({ ...pageTranslator(payload), loaded }), [payload, loaded]);
  return <I18nContext.Provider value={tr}>{children}</I18nContext.Provider>;
}

/** The site language's translator: `t(key, values)`, `locale`, `intl` (for Intl and core/dates), `dir`. */
export function useI18n(): Translator {
  return useContext(I18nContext);
}

/**
 * A message with elements in it: `rich(t, "location.map.note", { host: <strong>{host}</strong> })`.
 * Each element takes its placeholder's place, wherever the translation puts it.
 */
export function rich(
  t: Translator["t"],
  key: string,
  elements: Record<string, ReactNode>,
  values: Record<string, string | number> = {},
): ReactNode[] {
  const names = Object.keys(elements);
  const marked = t(key, { ...values, ...Object.fromEntries(names.map((n, i) => [n, `\uE000${i}\uE000`])) });
  return marked
    .split(/\uE000(\d+)\uE000/)
    .map((part, i) => (i % 2 === 1 ? <Fragment key={i}>{elements[names[Number(part)]!]}</Fragment> : part));
}
