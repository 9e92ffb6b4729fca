/** /news/:slug — one post, with its BlogPosting structured data; a draft or an unknown address is the 404 page. */
import { Link } from "react-router";
import type { Route } from "./+types/post";
import { jsonLd, seo, siteFrom } from "~/core/seo/meta.ts";
import { notFound } from "~/core/http/errors.server.ts";
import { SLUG_RE } from "~/core/text/slug.ts";
import { useCssParts, type CssPartsHandle } from "~/core/ui/css-parts.ts";
import { Picture } from "~/capabilities/media/index.ts";
import { newsPost } from "~/capabilities/news/server/public.server.ts";
import { useI18n } from "~/core/i18n/react.tsx";
import { postJsonLd } from "~/capabilities/news/lib/jsonld.ts";
import newsCss from "~/capabilities/news/styles.css?url";

export const handle: CssPartsHandle = { css: [newsCss] };

export async function loader({ params }: Route.LoaderArgs) {
  if (!SLUG_RE.test(params.slug)) throw notFound();
  const post = await newsPost(params.slug);
  if (!post) throw notFound();
  return post;
}

export const meta: Route.MetaFunction = ({ matches, loaderData: p }) => {
  if (!p) return [];
  const site = siteFrom(matches);
  return [
    ...seo(matches, {
      title: p.title,
      description: p.description,
      path: `/news/${p.slug}`,
      image: p.image?.src ?? null,
      type: "article",
    }),
    jsonLd(postJsonLd(p, site)),
  ];
};

export default function NewsPost({ loaderData: p }: Route.ComponentProps) {
  useCssParts(handle);
  const { t } = useI18n();
  return (
    <main id="main" className="container news-post">
      <p className="news-post__back">
        <Link to="/news">
          <span className="flip-rtl" aria-hidden="true">
            ←
          </span>{" "}
          {t("news.allNews")}
        </Link>
      </p>
      <article>
        <header>
          <time dateTime={p.dateIso} className="news-card__date">
            {p.date}
          </time>
          <h1>{p.title}</h1>
        </header>
        {p.image ? (
          <figure className="news-post__image">
            <Picture image={p.image} sizes="(min-width: 48rem) 44rem, 100vw" priority eager />
          </figure>
        ) : null}
        {/* Rendered on the server by the core's Markdown renderer: raw HTML off, links filtered (SPEC §5). */}
        <div className="prose" dangerouslySetInnerHTML={{ __html: p.html }} />
      </article>
    </main>
  );
}
