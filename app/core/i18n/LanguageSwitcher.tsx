/**
 * The public language switcher (issue 15, L2): plain links to this page in each
 * of the site's languages (`/events/x` ↔ `/es/events/x`), each named in its own
 * language and marked with `hreflang` and `lang`. The root loader writes the
 * addresses for the page the document was loaded at; after a client navigation
 * the notice's chunk (language-notice.client.ts) moves them to the new page.
 * A link to another language is a document load (another router basename), so
 * it works without JavaScript and the page cache answers it. Nothing on a
 * one-language site; no code of its own in the browser beyond this markup.
 */
export interface SwitcherLink {
  code: string;
  name: string;
  href: string;
}

export function LanguageSwitcher({
  links,
  current,
  label,
  className,
}: {
  links: readonly SwitcherLink[];
  current: string;
  label: string;
  className?: string;
}) {
  if (links.length < 2) return null;
  return (
    <nav className={className} aria-label={label}>
      <ul>
        {links.map((l) => (
          <li key={l.code}>
            <a href={l.href} hrefLang={l.code} lang={l.code} aria-current={l.code === current ? "true" : undefined}>
              {l.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
