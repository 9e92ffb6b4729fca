/**
 * The studio's translations in components: `const { t } = useStudioI18n()`.
 * The studio layout provides the translator built from its loader's payload
 * (the studio messages of the signed-in user's studio language, studio.server.ts),
 * so the server's render and the browser's hydration read the same messages.
 * Public pages never carry these messages: they are the studio layout's data.
 */
import { createContext, useContext, useMemo, type ReactNode } from "react";
import { createTranslator, KEYS_ONLY, type I18nPayload, type Translator } from "./translator.ts";

const StudioI18nContext = createContext<Translator>(KEYS_ONLY);

export function StudioI18nProvider({ payload, children }: { payload: I18nPayload | undefined; children: ReactNode }) {
  const tr = useMemo(() => (payload ? createTranslator(payload) : KEYS_ONLY), [payload]);
  return <StudioI18nContext.Provider value={tr}>{children}</StudioI18nContext.Provider>;
}

/** The studio language's translator: `t(key, values)`, `locale`, `intl` (for Intl and core/dates), `dir`. */
export function useStudioI18n(): Translator {
  return useContext(StudioI18nContext);
}

interface MatchLike {
  id: string;
  loaderData?: unknown;
}

const built = new WeakMap<I18nPayload, Translator>();

/** The studio translator in a route's `meta` (outside React): from the studio layout's loader data. */
export function studioI18nFrom(matches: readonly (MatchLike | undefined)[]): Translator {
  const payload = (matches.find((m) => m?.id === "studio")?.loaderData as { i18n?: I18nPayload } | undefined)?.i18n;
  if (!payload) return KEYS_ONLY;
  let tr = built.get(payload);
  if (!tr) built.set(payload, (tr = createTranslator(payload)));
  return tr;
}
