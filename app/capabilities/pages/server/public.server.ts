/** What a visitor's /:slug shows: a published page, or — for the owner previewing — the form's unsaved draft. */
import { previewDraft } from "~/core/preview/preview.server.ts";
import { markdownToText, renderMarkdown } from "~/core/markdown.server.ts";
import type { SitemapEntry } from "~/core/seo/sitemap.server.ts";
import type { PublicNavItem } from "~/core/capability.server.ts";
import { imageViews } from "~/capabilities/media/index.server.ts";
import type { ImageView } from "~/capabilities/media/index.ts";
import { findPageBySlug, listPublishedPages } from "./data/pages.server.ts";
import { translated, translatedOne } from "~/core/i18n/content.server.ts";
import type { PageDraft } from "./pages.server.ts";

export interface PublicPage {
  slug: string;
  title: string;
  html: string;
  /** The search title ("" = the page's title) and description (its own or the text's start). */
  seoTitle: string;
  description: string;
  image: ImageView | null;
  updatedAt: string | null;
}

/** The page at /slug for this request, or null (a draft, nothing there: the 404 page). */
export async function publicPage(slug: string): Promise<PublicPage | null> {
  const draft = previewDraft<PageDraft>("page");
  const found = await findPageBySlug(slug);
  // On a page of another language of the site (`/es/…`), its translation where there is one (issue 15, L2).
  const stored = found ? await translatedOne("page", found, found.id) : null;
  // The preview shows the draft at its own address, whether the stored page is a draft or published.
  const source: (PageDraft & { updatedAt: string | null }) | null =
    draft && draft.slug === slug
      ? { ...draft, updatedAt: null }
      : stored && stored.status === "published"
        ? { ...stored, updatedAt: stored.updatedAt }
        : null;
  if (!source) return null;
  const images = await imageViews([source.heroUploadId]);
  return {
    slug,
    title: source.title,
    html: renderMarkdown(source.body),
    seoTitle: source.seoTitle,
    description: source.seoDescription || markdownToText(source.body, 160),
    image: source.heroUploadId ? (images.get(source.heroUploadId) ?? null) : null,
    updatedAt: source.updatedAt,
  };
}

export async function pagesSitemap(): Promise<SitemapEntry[]> {
  return (await listPublishedPages()).map((p) => ({ path: `/${p.slug}`, lastmod: p.updatedAt }));
}

/** Published pages the owner ticked "Show in navigation" for: offered to the menu, after the built-in pages. */
export async function pagesNavItems(): Promise<PublicNavItem[]> {
  const pages = await translated("page", await listPublishedPages(), (p) => p.id);
  return pages.filter((p) => p.inNav).map((p, i) => ({ to: `/${p.slug}`, label: p.title, order: 70 + i / 1000 }));
}
