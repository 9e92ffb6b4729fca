/**
 * The Accept-Language notice itself (issue 15, L2): plain DOM, no framework,
 * so the chunk fetched after hydration is a few hundred bytes and names no
 * other chunk. Pages are cached and shared: the browser decides, from
 * `navigator.languages`, whether to suggest another of the site's languages;
 * never a redirect. Dismissed once, it stays away (localStorage).
 */
import { suggestedLanguage } from "./language-suggestion.ts";
import "./language-notice.css";
import type { NoticeLanguage } from "./LanguageNotice.tsx";

const DISMISSED = "marquee.language-notice";
const ID = "language-notice";

function dismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED) === "1";
  } catch {
    return false; // storage blocked: the notice may come back, which is harmless
  }
}

/** `/events` in a language with prefix `/es` → `/es/events`; the home page → `/es`. */
const under = (base: string, pathname: string) => (base ? (pathname === "/" ? base : base + pathname) : pathname);

/**
 * After hydration and each client navigation (to `pathname`): points the footer switcher's links at this
 * page in each language (the server wrote them for the page the document was loaded at), and shows, updates
 * or removes the notice: first in the page's order after the header (for keyboards and screen readers), drawn
 * floating at the foot of the window (language-notice.css), so that it moves nothing on the page.
 */
export function showLanguageNotice(
  languages: readonly NoticeLanguage[],
  current: string,
  pathname: string,
  search: string,
): void {
  for (const a of document.querySelectorAll<HTMLAnchorElement>(".site-footer__languages a[hreflang]")) {
    const l = languages.find((x) => x.code === a.hreflang);
    if (l) a.setAttribute("href", under(l.base, pathname) + search);
  }
  const shown = dismissed() ? null : suggestedLanguage(navigator.languages ?? [navigator.language], languages, current);
  let aside = document.getElementById(ID);
  if (!shown) return void aside?.remove();
  const href = under(shown.base, pathname) + search;
  if (!aside) {
    aside = document.createElement("aside");
    aside.id = ID;
    aside.className = "language-notice";
    const p = document.createElement("p");
    const link = document.createElement("a");
    const close = document.createElement("button");
    close.type = "button";
    close.className = "button secondary language-notice__close";
    close.addEventListener("click", () => {
      try {
        localStorage.setItem(DISMISSED, "1");
      } catch {
        // storage blocked: hidden for this page only
      }
      aside?.remove();
    });
    p.append(document.createTextNode(""), " ", link);
    aside.append(p, close);
    document.querySelector(".site-header")?.after(aside);
  }
  aside.lang = shown.code;
  aside.setAttribute("aria-label", shown.words.suggest);
  const [text, , link] = aside.querySelector("p")!.childNodes;
  text!.textContent = shown.words.suggest;
  const a = link as HTMLAnchorElement;
  a.href = href;
  a.hreflang = shown.code;
  a.textContent = shown.words.read;
  aside.querySelector("button")!.textContent = shown.words.dismiss;
}
