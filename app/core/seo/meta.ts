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
  /** This page's language prefix: "" (the default language) or "/es". */
  base?: string;
  /** The site's languages with their prefixes, the default first; empty when it has one. */
  languages?: { code: string; base: string }[];
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

/** Search results show about 60–70 characters of a title and 150–160 of a description; longer ones are cut mid-word. */
export const TITLE_MAX = 70;
export const DESCRIPTION_MAX = 160;

/** Cuts text at the last word boundary that fits, with an ellipsis. */
export function clampText(text: string, max: number): string {
  const t = text.trim().replace(/\s+/g, " ");
  if (t.length <= max) return t;
  const cut = t.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–-]+$/, "")}…`;
}

/** Joins phrases into sentences ("A", "B" → "A. B."), leaving out empty ones. */
export function sentences(...parts: (string | null | undefined)[]): string {
  return parts
    .map((p) => (p ?? "").trim())
    .filter(Boolean)
    .map((p) => (/[.!?…]$/.test(p) ? p : `${p}.`))
    .join(" ");
}

/** "Page · Site" when it fits; the page's own title when the site's name would push it past what search results show. */
function pageTitle(site: SiteMetaData, title: string | undefined): string {
  if (!title) return clampText(site.tagline ? `${site.name} · ${site.tagline}` : site.name, TITLE_MAX);
  const full = `${title} · ${site.name}`;
  return full.length <= TITLE_MAX ? full : clampText(title, TITLE_MAX);
}

export function seo(matches: readonly (MatchLike | undefined)[], page: PageSeo): MetaDescriptor[] {
  const site = siteFrom(matches);
  const title = pageTitle(site, page.title);
  const description = clampText(page.description || site.tagline || site.name, DESCRIPTION_MAX);
  const url = `${site.origin}${underBase(site.base ?? "", page.path)}`;
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
  else tags.push(...alternates(site, page.path));
  return tags;
}

/** A path under a language prefix: `/events` under `/es` → `/es/events`; the home page → `/es`. */
export function underBase(base: string, path: string): string {
  if (!base) return path;
  return path === "/" ? base : `${base}${path}`;
}

/**
 * The page in every language of the site (`hreflang`, both ways: each language's page names all of them) and
 * `x-default`, the default language's, for visitors whose language the site does not have. None on a
 * one-language site.
 */
export function alternates(site: SiteMetaData, path: string): MetaDescriptor[] {
  const langs = site.languages ?? [];
  if (langs.length < 2) return [];
  const tags: MetaDescriptor[] = langs.map((l) => ({
    tagName: "link",
    rel: "alternate",
    hrefLang: l.code,
    href: `${site.origin}${underBase(l.base, path)}`,
  }));
  tags.push({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${site.origin}${path}` });
  return tags;
}

/** A JSON-LD script tag that is safe inside HTML (no `</script>` break-out). */
export function jsonLd(value: unknown): MetaDescriptor {
  return { "script:ld+json": value } as MetaDescriptor;
}

export function jsonLdString(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");
}
