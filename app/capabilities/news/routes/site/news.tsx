/** /news — the posts, newest first, ten a page (?page=2…); a page past the last is the 404 page. */
import { Link } from "react-router";
import type { Route } from "./+types/news";
import { seo, siteFrom } from "~/core/seo/meta.ts";
import { notFound } from "~/core/http/errors.server.ts";
import { useCssParts, type CssPartsHandle } from "~/core/ui/css-parts.ts";
import { newsPage } from "~/capabilities/news/server/public.server.ts";
import { NEWS_MESSAGES as M } from "~/capabilities/news/lib/messages.ts";
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

export const meta: Route.MetaFunction = ({ matches, loaderData: d }) =>
  seo(matches, {
    title: d && d.page > 1 ? `${M.heading} · ${M.pageOf(d.page, d.pages)}` : M.heading,
    description: M.description(siteFrom(matches).name),
    path: d && d.page > 1 ? `/news?page=${d.page}` : "/news",
  });

export default function News({ loaderData: d }: Route.ComponentProps) {
  useCssParts(handle);
  return (
    <main id="main" className="container news">
      <h1>{M.heading}</h1>
      {d.posts.length ? <PostCards posts={d.posts} /> : <p className="muted">{M.noPosts}</p>}
      {d.pages > 1 ? (
        <nav className="news-pager" aria-label={M.pageOf(d.page, d.pages)}>
          {d.page > 1 ? (
            <Link to={d.page === 2 ? "/news" : `/news?page=${d.page - 1}`} rel="prev">
              ← {M.newerPosts}
            </Link>
          ) : (
            <span />
          )}
          <span className="muted">{M.pageOf(d.page, d.pages)}</span>
          {d.page < d.pages ? (
            <Link to={`/news?page=${d.page + 1}`} rel="next">
              {M.olderPosts} →
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </main>
  );
}
