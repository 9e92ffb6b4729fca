/** What visitors see of the news: the list, a post (or the author's preview of one), the feed, the sitemap, the menu and home entries. */
import { previewDraft } from "~/core/preview/preview.server.ts";
import { markdownToText, renderMarkdown } from "~/core/markdown.server.ts";
import { getSettings } from "~/core/settings/settings.server.ts";
import { formatLongDate } from "~/core/dates/format.ts";
import type { SitemapEntry } from "~/core/seo/sitemap.server.ts";
import type { FeedLink, PublicNavItem } from "~/core/capability.server.ts";
import { imageViews } from "~/capabilities/media/index.server.ts";
import type { ImageView } from "~/capabilities/media/index.ts";
import { NEWS_PAGE_SIZE, NEWS_POST_ENTITY, type Post } from "~/capabilities/news/lib/model.ts";
import { translated } from "~/core/i18n/content.server.ts";
import { siteI18n } from "~/core/i18n/site-language.server.ts";
import { atomXml, tagUri } from "~/capabilities/news/lib/atom.ts";
import { countPublished, findPostBySlug, lastPublishedUpdate, listPublished } from "./data/posts.server.ts";
import { languageBase } from "~/core/i18n/request-language.server.ts";

export interface PostCard {
  slug: string;
  title: string;
  date: string;
  dateIso: string;
  excerpt: string;
  image: ImageView | null;
}

export interface PostView extends PostCard {
  html: string;
  description: string;
  updatedIso: string;
}

/** The unsaved post the studio's "Preview" shows at its own address (core/preview). */
export interface PostDraft {
  slug: string;
  title: string;
  body: string;
  imageUploadId: string | null;
}

/** Posts as the request's language shows them: a translated title or text replaces the default language's (issue 15); none on a default-language request. */
const localized = (posts: Post[]) => translated(NEWS_POST_ENTITY, posts, (p) => p.id);

async function cards(posts: Post[], tz: string): Promise<PostCard[]> {
  const [images, tr] = await Promise.all([imageViews(posts.map((p) => p.imageUploadId)), siteI18n()]);
  return posts.map((p) => {
    const at = p.publishedAt ?? p.updatedAt;
    return {
      slug: p.slug,
      title: p.title,
      date: formatLongDate(Date.parse(at), tz, tr.intl),
      dateIso: at,
      excerpt: markdownToText(p.body, 220),
      image: p.imageUploadId ? (images.get(p.imageUploadId) ?? null) : null,
    };
  });
}

/** A page of /news: null when the page is past the last (the 404 page). */
export async function newsPage(page: number): Promise<{ posts: PostCard[]; page: number; pages: number } | null> {
  const [total, s] = await Promise.all([countPublished(), getSettings()]);
  const pages = Math.max(1, Math.ceil(total / NEWS_PAGE_SIZE));
  if (page < 1 || page > pages) return null;
  const posts = await localized(await listPublished(NEWS_PAGE_SIZE, (page - 1) * NEWS_PAGE_SIZE));
  return { posts: await cards(posts, s.time_zone), page, pages };
}

/** /news/slug: a published post, or the author's preview of one. */
export async function newsPost(slug: string): Promise<PostView | null> {
  const draft = previewDraft<PostDraft>("news");
  const found = await findPostBySlug(slug);
  const stored = found ? (await localized([found]))[0]! : null;
  const now = new Date().toISOString();
  const post: Post | null =
    draft && draft.slug === slug
      ? {
          id: "",
          createdAt: now,
          updatedAt: now,
          publishedAt: stored?.publishedAt ?? now,
          publishAt: null,
          status: "published",
          sendToSubscribers: false,
          mailingId: null,
          ...draft,
        }
      : stored?.status === "published"
        ? stored
        : null;
  if (!post) return null;
  const s = await getSettings();
  const [card] = await cards([post], s.time_zone);
  return {
    ...card!,
    html: renderMarkdown(post.body),
    description: markdownToText(post.body, 160),
    updatedIso: post.updatedAt,
  };
}

/** The latest posts for the home page's "Latest news" section. */
export async function loadHomeNews(): Promise<{ posts: PostCard[] }> {
  const s = await getSettings();
  return { posts: await cards(await localized(await listPublished(3)), s.time_zone) };
}

export async function newsSitemap(): Promise<SitemapEntry[]> {
  const posts = await listPublished(5000);
  if (!posts.length) return [];
  return [
    { path: "/news", lastmod: posts[0]!.updatedAt },
    ...posts.map((p) => ({ path: `/news/${p.slug}`, lastmod: p.updatedAt })),
  ];
}

/** "News" in the menu once there is a published post. */
export async function newsNavItems(): Promise<PublicNavItem[]> {
  return (await countPublished()) > 0 ? [{ to: "/news", label: "News", labelKey: "news.nav", order: 55 }] : [];
}

export async function newsFeeds(): Promise<FeedLink[]> {
  if ((await countPublished()) === 0) return [];
  const [s, tr] = await Promise.all([getSettings(), siteI18n()]);
  return [{ href: "/news.xml", title: tr.t("news.feedTitle", { site: s.name }), type: "application/atom+xml" }];
}

/** The Atom feed of the latest 50 posts. */
export async function newsAtom(origin: string): Promise<string> {
  const [s, posts, last, tr] = await Promise.all([
    getSettings(),
    listPublished(50).then(localized),
    lastPublishedUpdate(),
    siteI18n(),
  ]);
  return atomXml({
    origin,
    title: tr.t("news.feedTitle", { site: s.name }),
    author: s.name,
    updated: last ?? s.updated_at,
    entries: posts.map((p) => ({
      id: tagUri(origin, p.createdAt, p.id),
      title: p.title,
      // The feed of another language of the site (`/es/news.xml`) links the posts' pages in it (issue 15, L2).
      url: `${origin}${languageBase()}/news/${p.slug}`,
      published: p.publishedAt ?? p.updatedAt,
      updated: p.updatedAt,
      summary: markdownToText(p.body, 300),
      html: renderMarkdown(p.body),
    })),
  });
}
