/** /news — the posts, newest first, ten a page (/news/page/2…, `?page=N` answers 301); a page past the last is the 404 page. */
import { Link, redirect } from "react-router";
import type { Route } from "./+types/news";
import { seo, siteFrom } from "~/core/seo/meta.ts";
import { notFound } from "~/core/http/errors.server.ts";
import { listPagePath, listPageRedirect, pageUrl, parseListPage } from "~/core/http/list-urls.ts";
import { useCssParts, type CssPartsHandle } from "~/core/ui/css-parts.ts";
import { newsPage } from "~/capabilities/news/server/public.server.ts";
import { useI18n } from "~/core/i18n/react.tsx";
import { i18nFrom } from "~/core/i18n/meta.ts";
import { PostCards } from "~/capabilities/news/components/site/PostCards.tsx";
import newsCss from "~/capabilities/news/styles.css?url";

export const handle: CssPartsHandle = { css: [newsCss] };

export async function loader({ request, params }: Route.LoaderArgs) {
  // One module for /news and /news/page/:page (routes.ts): paths a static host can serve.
  const p = params as { page?: string };
  const url = pageUrl(request);
  const moved = listPageRedirect(url, url.pathname.replace(/\/page\/[^/]*\/?$/, ""), p.page);
  if (moved) throw redirect(moved, 301);
  const page = p.page === undefined ? 1 : parseListPage(p.page);
  if (page === null) throw notFound();
  const data = await newsPage(page);
  if (!data) throw notFound();
  return data;
}

export const meta: Route.MetaFunction = ({ matches, loaderData: d }) => {
  const { t } = i18nFrom(matches);
  return seo(matches, {
    title: d && d.page > 1 ? t("news.titlePage", { page: d.page, pages: d.pages }) : t("news.heading"),
    description: t("news.description", { site: siteFrom(matches).name }),
    path: listPagePath("/news", d?.page ?? 1),
  });
};

export default function News({ loaderData: d }: Route.ComponentProps) {
  useCssParts(handle);
  const { t } = useI18n();
  return (
    <main id="main" className="container news">
      <h1>{t("news.heading")}</h1>
      {d.posts.length ? <PostCards posts={d.posts} /> : <p className="muted">{t("news.noPosts")}</p>}
      {d.pages > 1 ? (
        <nav className="news-pager" aria-label={t("news.pageOf", { page: d.page, pages: d.pages })}>
          {d.page > 1 ? (
            <Link to={listPagePath("/news", d.page - 1)} rel="prev">
              <span className="flip-rtl" aria-hidden="true">
                ←
              </span>{" "}
              {t("news.newerPosts")}
            </Link>
          ) : (
            <span />
          )}
          <span className="muted">{t("news.pageOf", { page: d.page, pages: d.pages })}</span>
          {d.page < d.pages ? (
            <Link to={listPagePath("/news", d.page + 1)} rel="next">
              {t("news.olderPosts")}{" "}
              <span className="flip-rtl" aria-hidden="true">
                →
              </span>
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </main>
  );
}
