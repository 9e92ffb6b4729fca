/**
 * The Accept-Language notice (issue 15, L2), decided in the browser: pages are
 * cached and shared, so the server never varies them by the visitor's
 * languages, and never redirects. Loaded as its own chunk after hydration,
 * and only on sites with several languages (LanguageNotice.tsx): nothing of it
 * is in a page's first-load JavaScript. Dismissed once, it stays away
 * (localStorage).
 */
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { underBase } from "~/core/seo/meta.ts";
import { suggestedLanguage } from "./language-suggestion.ts";
import type { NoticeLanguage } from "./LanguageNotice.tsx";

const DISMISSED = "marquee.language-notice";

export default function LanguageSuggestion({ languages, current }: { languages: readonly NoticeLanguage[]; current: string }) {
  const { pathname, search } = useLocation();
  const [shown, setShown] = useState<NoticeLanguage | null>(null);
  useEffect(() => {
    let dismissed = false;
    try {
      dismissed = localStorage.getItem(DISMISSED) === "1";
    } catch {
      // Storage blocked: the notice may come back, which is harmless.
    }
    if (!dismissed) setShown(suggestedLanguage(navigator.languages ?? [navigator.language], languages, current));
  }, [languages, current]);
  if (!shown) return null;
  const dismiss = () => {
    try {
      localStorage.setItem(DISMISSED, "1");
    } catch {
      // Storage blocked: hidden for this page only.
    }
    setShown(null);
  };
  const href = underBase(shown.base, pathname);
  return (
    <aside className="language-notice container" lang={shown.code} aria-label={shown.words.suggest}>
      <p>
        {shown.words.suggest}{" "}
        <a href={href + search} hrefLang={shown.code}>
          {shown.words.read}
        </a>
      </p>
      <button type="button" className="button secondary language-notice__close" onClick={dismiss}>
        {shown.words.dismiss}
      </button>
    </aside>
  );
}
