/** schema.org BlogPosting for a post page (absolute URLs; the site as author and publisher). */
import type { SiteMetaData } from "~/core/seo/meta.ts";

export function postJsonLd(
  p: {
    slug: string;
    title: string;
    dateIso: string;
    updatedIso: string;
    description: string;
    image: { src: string } | null;
  },
  site: SiteMetaData,
) {
  const abs = (path: string) => (path.startsWith("http") ? path : `${site.origin}${path}`);
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: p.title,
    description: p.description,
    datePublished: p.dateIso,
    dateModified: p.updatedIso,
    url: abs(`/news/${p.slug}`),
    mainEntityOfPage: abs(`/news/${p.slug}`),
    ...(p.image ? { image: abs(p.image.src) } : {}),
    author: { "@type": "Organization", name: site.name, url: abs("/") },
    publisher: { "@type": "Organization", name: site.name, url: abs("/") },
  };
}
