import type { Route } from "./+types/sitemap";
import { publicOrigin } from "~/core/env.server.ts";
import { sitemapEntries } from "~/core/seo/sitemap.server.ts";
import { underBase } from "~/core/seo/meta.ts";
import { siteLanguages } from "~/core/i18n/request-language.server.ts";

const xmlEscape = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * Every capability's published pages (their manifests' `sitemap`). A site with several languages lists each
 * page once per language, each with its alternates in every language and `x-default` (issue 15, L2).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const origin = publicOrigin(request);
  const [entries, { all: languages }] = await Promise.all([sitemapEntries(), siteLanguages()]);
  const several = languages.length > 1;
  const url = (path: string, lastmod: string | undefined, base: string) => {
    const alternates = several
      ? languages
          .map(
            (l) =>
              `<xhtml:link rel="alternate" hreflang="${l.code}" href="${xmlEscape(origin + underBase(l.base, path))}"/>`,
          )
          .join("") + `<xhtml:link rel="alternate" hreflang="x-default" href="${xmlEscape(origin + path)}"/>`
      : "";
    return `  <url><loc>${xmlEscape(origin + underBase(base, path))}</loc>${lastmod ? `<lastmod>${xmlEscape(lastmod.slice(0, 10))}</lastmod>` : ""}${alternates}</url>`;
  };
  const body =
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${several ? ` xmlns:xhtml="http://www.w3.org/1999/xhtml"` : ""}>\n` +
    entries
      .flatMap((e) => (several ? languages : languages.slice(0, 1)).map((l) => url(e.path, e.lastmod, l.base)))
      .join("\n") +
    `\n</urlset>\n`;
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
