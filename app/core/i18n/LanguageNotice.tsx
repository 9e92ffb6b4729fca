/**
 * Where the Accept-Language notice comes from (issue 15, L2): after
 * hydration, on a site with several languages, a plain-DOM chunk is fetched
 * and decides in the browser (language-notice.client.ts). On one-language
 * sites nothing is fetched; the page's first load carries only this hook.
 */
import { useEffect } from "react";
import { useLocation } from "react-router";

export interface NoticeLanguage {
  code: string;
  base: string;
  name: string;
  /** This page in that language, for the page the document was loaded at (the footer switcher's link). */
  href: string;
  /** In that language: the suggestion, the link's text, the dismiss button. */
  words: { suggest: string; read: string; dismiss: string };
}

export function useLanguageNotice(languages: readonly NoticeLanguage[], current: string): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (languages.length > 1)
      void import("./language-notice.client.ts").then((m) =>
        m.showLanguageNotice(languages, current, pathname, search),
      );
  }, [languages, current, pathname, search]);
}
