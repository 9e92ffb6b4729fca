/**
 * Translations in components: `const { t } = useI18n()`. The root layout
 * provides the translator built from its loader's payload, so the server's
 * render and the browser's hydration read the same messages.
 */
import { createContext, Fragment, useContext, useMemo, type ReactNode } from "react";
import { createTranslator, KEYS_ONLY, type I18nPayload, type Translator } from "./translator.ts";

const I18nContext = createContext<Translator>(KEYS_ONLY);

export function I18nProvider({ payload, children }: { payload: I18nPayload | undefined; children: ReactNode }) {
  const tr = useMemo(() => (payload ? createTranslator(payload) : KEYS_ONLY), [payload]);
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
export function rich(t: Translator["t"], key: string, elements: Record<string, ReactNode>, values: Record<string, string | number> = {}): ReactNode[] {
  const names = Object.keys(elements);
  const marked = t(key, { ...values, ...Object.fromEntries(names.map((n, i) => [n, `\uE000${i}\uE000`])) });
  return marked.split(/\uE000(\d+)\uE000/).map((part, i) => (i % 2 === 1 ? <Fragment key={i}>{elements[names[Number(part)]!]}</Fragment> : part));
}
