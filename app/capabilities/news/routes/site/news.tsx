/** /news — the posts, newest first, ten a page (?page=2…); a page past the last is the 404 page. */
import { Link } from "react-router";
import type { Route } from "./+types/news";
import { seo, siteFrom } from "~/core/seo/meta.ts";
import { notFound } from "~/core/http/errors.server.ts";
import { useCssParts, type CssPartsHandle } from "~/core/ui/css-parts.ts";
import { newsPage } from "~/capabilities/news/server/public.server.ts";
import { useI18n } from "~/core/i18n/react.tsx";
import { i18nFrom } from "~/core/i18n/meta.ts";
import { PostCards } from "~/capabilities/news/components/site/PostCards.tsx";
import newsCss from "~/capabilities/news/styles.css?url";

export const handle: CssPartsHandle = { css: [newsCss] };

export async function loader({ request }: Route.LoaderArgs) {
  const raw = new URL(request.url).searchParams.get("page") ?? "1";
  if (!/^[1-9]\d{0,4}$/.test(raw)) throw notFound();
  const data = await newsPage(Number(raw));
  if (!data) throw notFound();
  return data;
}

export const meta: Route.MetaFunction = ({ matches, loaderData: d }) => {
  const { t } = i18nFrom(matches);
  return seo(matches, {
    title: d && d.page > 1 ? t("news.titlePage", { page: d.page, pages: d.pages }) : t("news.heading"),
    description: t("news.description", { site: siteFrom(matches).name }),
    path: d && d.page > 1 ? `/news?page=${d.page}` : "/news",
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
            <Link to={d.page === 2 ? "/news" : `/news?page=${d.page - 1}`} rel="prev">
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
            <Link to={`/news?page=${d.page + 1}`} rel="next">
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
