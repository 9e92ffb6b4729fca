/**
 * /:slug — an own page (issue 14). Static routes rank above this one, and no
 * page may take a built-in route's address (lib/reserved.ts), so nothing is
 * shadowed; an address with no published page is the site's 404 page (the
 * layout's error boundary), which the page cache never stores.
 */
import type { Route } from "./+types/page";
import { jsonLd, seo, siteFrom, underBase } from "~/core/seo/meta.ts";
import { i18nFrom } from "~/core/i18n/meta.ts";
import { notFound } from "~/core/http/errors.server.ts";
import { SLUG_RE } from "~/core/text/slug.ts";
import { Picture } from "~/capabilities/media/index.ts";
import { publicPage } from "~/capabilities/pages/server/public.server.ts";
import { useCssParts, type CssPartsHandle } from "~/core/ui/css-parts.ts";
import pageCss from "~/capabilities/pages/styles.css?url";

export const handle: CssPartsHandle = { css: [pageCss] };

export async function loader({ params }: Route.LoaderArgs) {
  if (!SLUG_RE.test(params.slug)) throw notFound();
  const page = await publicPage(params.slug);
  if (!page) throw notFound();
  return page;
}

export const meta: Route.MetaFunction = ({ matches, loaderData: p }) => {
  if (!p) return [];
  const site = siteFrom(matches);
  return [
    ...seo(matches, {
      title: p.seoTitle || p.title,
      description: p.description,
      path: `/${p.slug}`,
      image: p.image?.src ?? null,
      type: "article",
    }),
    // The page in its language (issue 15: `inLanguage`, the `/es/…` address of a translated page).
    jsonLd({
      "@context": "https://schema.org",
      "@type": "WebPage",
      name: p.title,
      description: p.description,
      url: `${site.origin}${underBase(site.base ?? "", `/${p.slug}`)}`,
      inLanguage: i18nFrom(matches).locale,
    }),
  ];
};

export default function OwnPage({ loaderData: p }: Route.ComponentProps) {
  useCssParts(handle);
  return (
    <main id="main" className="container own-page">
      <h1>{p.title}</h1>
      {p.image ? (
        <figure className="own-page__hero">
          <Picture image={p.image} sizes="(min-width: 60rem) 56rem, 100vw" eager />
        </figure>
      ) : null}
      {/* Rendered on the server by the core's Markdown renderer: raw HTML off, links filtered (SPEC §5). */}
      <div className="prose" dangerouslySetInnerHTML={{ __html: p.html }} />
    </main>
  );
}
