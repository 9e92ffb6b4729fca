/**
 * The public language switcher (issue 15, L2): plain links to this page in each
 * of the site's languages (`/events/x` ↔ `/es/events/x`), each named in its own
 * language and marked with `hreflang` and `lang`. A link to another language is
 * a document load (another router basename), so it works without JavaScript
 * and the page cache answers it. Nothing on a one-language site.
 */
import { useLocation } from "react-router";
import { underBase } from "~/core/seo/meta.ts";
import { useI18n } from "./react.tsx";

export interface SwitcherLanguage {
  code: string;
  name: string;
  base: string;
}

export function LanguageSwitcher({ languages, className }: { languages: readonly SwitcherLanguage[]; className?: string }) {
  const { pathname, search } = useLocation();
  const { t, locale } = useI18n();
  if (languages.length < 2) return null;
  return (
    <nav className={className} aria-label={t("core.languages.switcher")}>
      <ul>
        {languages.map((l) => (
          <li key={l.code}>
            <a href={underBase(l.base, pathname) + search} hrefLang={l.code} lang={l.code} aria-current={l.code === locale ? "true" : undefined}>
              {l.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
