/**
 * The settings overview's search (ADR 2740): a GET form (`?q=`) that works without JavaScript, and with it filters
 * as you type. Matches areas by name and description and by the fields they hold; each result leads straight to
 * its sub-page and field.
 */
import { useState } from "react";
import { Link } from "react-router";
import { Search } from "lucide-react";
import { useStudioI18n } from "~/core/i18n/studio.tsx";
import { matches } from "../../lib/settings-pages.ts";

/** An area as the search reads it, already in the studio language. */
export interface SearchArea {
  title: string;
  description: string;
  path: string;
  fields: { label: string; anchor: string }[];
}

export function SettingsSearch({
  areas,
  initial,
  children,
}: {
  areas: SearchArea[];
  initial: string;
  /** What shows while nothing is searched for (the cards). */
  children: React.ReactNode;
}) {
  const { t } = useStudioI18n();
  const [q, setQ] = useState(initial);
  const query = q.trim();
  const found = query
    ? areas.flatMap((a) => {
        const fields = a.fields.filter((f) => matches(query, a.title, f.label));
        return fields.length || matches(query, a.title, a.description) ? [{ ...a, fields }] : [];
      })
    : [];
  return (
    <>
      <form method="get" role="search" className="settings-search" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor="settings-q">{t("site.studio.settings.search.label")}</label>
        <div className="settings-search__row">
          <input
            id="settings-q"
            type="search"
            name="q"
            value={q}
            onChange={(e) => setQ(e.target.value)}
            placeholder={t("site.studio.settings.search.placeholder")}
            autoComplete="off"
          />
          <button type="submit" className="button secondary">
            <Search className="icon" aria-hidden="true" /> {t("site.studio.settings.search.submit")}
          </button>
        </div>
      </form>
      {query ? (
        <section aria-label={t("site.studio.settings.search.results")} className="settings-results">
          <p role="status">
            {found.length
              ? t("site.studio.settings.search.count", { count: found.length, q: query })
              : t("site.studio.settings.search.none", { q: query })}
          </p>
          <ul className="settings-results__list">
            {found.map((a) => (
              <li key={a.path}>
                <Link to={a.path} className="settings-results__area">
                  {a.title}
                </Link>
                {a.fields.length ? (
                  <ul>
                    {a.fields.map((f) => (
                      <li key={f.anchor}>
                        <Link to={`${a.path}#${f.anchor}`}>{f.label}</Link>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : (
        children
      )}
    </>
  );
}
