/** Previous / "Page n of m" / next for a paged public list (/events, /events/past); page 1 is the bare path, later ones `<path>/page/n`. */
import { Link } from "react-router";
import { listPagePath } from "~/core/http/list-urls.ts";
import { useI18n } from "~/core/i18n/react.tsx";

export function Pager({
  path,
  page,
  pages,
  label,
  prevText,
  nextText,
}: {
  path: string;
  page: number;
  pages: number;
  label: string;
  prevText: string;
  nextText: string;
}) {
  const { t } = useI18n();
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={label}>
      <ul className="row">
        {page > 1 ? (
          <li>
            <Link rel="prev" to={listPagePath(path, page - 1)}>
              {prevText}
            </Link>
          </li>
        ) : null}
        <li aria-current="page">{t("events.pager.page", { page, pages })}</li>
        {page < pages ? (
          <li>
            <Link rel="next" to={listPagePath(path, page + 1)}>
              {nextText}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
