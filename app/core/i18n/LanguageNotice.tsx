/**
 * Where the Accept-Language notice goes (issue 15, L2): after hydration, on a
 * site with several languages, its chunk is fetched and decides in the browser
 * (LanguageSuggestion.tsx). Before that, and on one-language sites, nothing:
 * the page's first load carries only this wrapper.
 */
import { lazy, Suspense } from "react";
import { useHydrated } from "~/core/ui/useHydrated.ts";

export interface NoticeLanguage {
  code: string;
  base: string;
  /** In that language: the suggestion, the link's text, the dismiss button. */
  words: { suggest: string; read: string; dismiss: string };
}

const LanguageSuggestion = lazy(() => import("./LanguageSuggestion.tsx"));

export function LanguageNotice({ languages, current }: { languages: readonly NoticeLanguage[]; current: string }) {
  const hydrated = useHydrated();
  if (!hydrated || languages.length < 2) return null;
  return (
    <Suspense fallback={null}>
      <LanguageSuggestion languages={languages} current={current} />
    </Suspense>
  );
}
