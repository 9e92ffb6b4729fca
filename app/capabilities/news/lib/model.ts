/** A news post as the capability passes it around (browser-safe). */
export type PostStatus = "draft" | "scheduled" | "published";

export interface Post {
  id: string;
  slug: string;
  title: string;
  body: string;
  imageUploadId: string | null;
  status: PostStatus;
  publishAt: string | null;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** "Also send to subscribers" when it is published. */
  sendToSubscribers: boolean;
  /** The newsletter it was sent as (at most one, ever), or null. */
  mailingId: string | null;
}

export type PostFields = Pick<Post, "slug" | "title" | "body" | "sendToSubscribers">;

/** Posts per page of /news. */
export const NEWS_PAGE_SIZE = 10;

/** The translation store's name for a post (its manifest's `translatable`: title and text per language). */
export const NEWS_POST_ENTITY = "news_post";
