/**
 * Titles, descriptions, canonical URLs and Open Graph / Twitter tags for every
 * public page, from the root loader's site data.
 */
import type { MetaDescriptor } from "react-router";

export interface SiteMetaData {
  name: string;
  tagline: string;
  origin: string;
  ogImage?: string | null;
}

interface MatchLike {
  id: string;
  loaderData?: unknown;
}

export function siteFrom(matches: readonly (MatchLike | undefined)[]): SiteMetaData {
  const root = matches.find((m) => m?.id === "root")?.loaderData as { site?: SiteMetaData } | undefined;
  return root?.site ?? { name: "Marquee", tagline: "", origin: "" };
}

export interface PageSeo {
  title?: string;
  description?: string;
  /** Path of the canonical URL, e.g. "/events". */
  path: string;
  image?: string | null;
  type?: "website" | "article" | "profile";
  noindex?: boolean;
}

export function seo(matches: readonly (MatchLike | undefined)[], page: PageSeo): MetaDescriptor[] {
  const site = siteFrom(matches);
  const title = page.title ? `${page.title} · ${site.name}` : site.tagline ? `${site.name} · ${site.tagline}` : site.name;
  const description = (page.description || site.tagline || site.name).slice(0, 300);
  const url = `${site.origin}${page.path}`;
  const image = page.image ?? site.ogImage;
  const abs = image ? (image.startsWith("http") ? image : `${site.origin}${image}`) : undefined;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: page.title ?? site.name },
    { property: "og:description", content: description },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:url", content: url },
    { name: "twitter:card", content: abs ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: page.title ?? site.name },
    { name: "twitter:description", content: description },
  ];
  if (abs) tags.push({ property: "og:image", content: abs }, { name: "twitter:image", content: abs });
  if (page.noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}

/** A JSON-LD script tag that is safe inside HTML (no `</script>` break-out). */
export function jsonLd(value: unknown): MetaDescriptor {
  return { "script:ld+json": value } as MetaDescriptor;
}

export function jsonLdString(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");
}
