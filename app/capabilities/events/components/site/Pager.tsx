/** Previous / "Page n of m" / next for a paged public list (/events, /events/past); page 1 is the bare path. */
import { Link } from "react-router";
import { useI18n } from "~/core/i18n/react.tsx";

export function Pager({ path, page, pages, label, prevText, nextText }: { path: string; page: number; pages: number; label: string; prevText: string; nextText: string }) {
  const { t } = useI18n();
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={label}>
      <ul className="row">
        {page > 1 ? (
          <li>
            <Link rel="prev" to={page === 2 ? path : `${path}?page=${page - 1}`}>
              {prevText}
            </Link>
          </li>
        ) : null}
        <li aria-current="page">
          {t("events.pager.page", { page, pages })}
        </li>
        {page < pages ? (
          <li>
            <Link rel="next" to={`${path}?page=${page + 1}`}>
              {nextText}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
