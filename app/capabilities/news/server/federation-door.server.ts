/**
 * Published posts as the fediverse capability announces them (issue 31, offered through
 * index.server.ts): title, the text as HTML, a summary for Mastodon's timeline, the picture.
 * Drafts and scheduled posts are never here (a scheduled one appears once it is published).
 */
import { markdownToText, renderMarkdown } from "~/core/markdown.server.ts";
import { imageViews } from "~/capabilities/media/index.server.ts";
import type { Post } from "~/capabilities/news/lib/model.ts";
import { findPostBySlug, listPublished } from "./data/posts.server.ts";

export interface FederatedPost {
  id: string;
  path: string;
  title: string;
  html: string;
  summary: string;
  publishedAt: string;
  updatedAt: string;
  image: { path: string; alt: string } | null;
}

async function toFederated(posts: Post[]): Promise<FederatedPost[]> {
  const images = await imageViews(posts.map((p) => p.imageUploadId));
  return posts.map((p) => {
    const image = (p.imageUploadId && images.get(p.imageUploadId)) || null;
    return {
      id: p.id,
      path: `/news/${p.slug}`,
      title: p.title,
      html: renderMarkdown(p.body),
      summary: markdownToText(p.body, 280),
      publishedAt: p.publishedAt ?? p.updatedAt,
      updatedAt: p.updatedAt,
      image: image ? { path: image.full, alt: image.alt } : null,
    };
  });
}

/** The latest published posts, newest first. */
export async function federatedPosts(limit: number): Promise<FederatedPost[]> {
  return toFederated(await listPublished(limit));
}

/** A published post by its slug, or null. */
export async function federatedPost(slug: string): Promise<FederatedPost | null> {
  const p = await findPostBySlug(slug);
  return p && p.status === "published" ? ((await toFederated([p]))[0] ?? null) : null;
}
