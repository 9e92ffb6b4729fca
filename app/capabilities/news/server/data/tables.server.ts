/** The news capability's table, merged into the core's Database type. */
export interface NewsPostsTable {
  id: string;
  slug: string;
  title: string;
  /** Markdown, rendered with the core's renderer (raw HTML off). */
  body: string;
  image_upload_id: string | null;
  /** "draft", "scheduled" (goes public at publish_at, by the job runner) or "published". */
  status: string;
  /** UTC ISO instant: when a scheduled post goes public. */
  publish_at: string | null;
  /** UTC ISO instant it went public (the post's date, the feed's `published`). */
  published_at: string | null;
  created_at: string;
  updated_at: string;
  /** 1: mail it to the fans' subscribers when it is published. */
  send_to_subscribers: number;
  /** The newsletter it became ("pending" while it is made), or null. */
  mailing_id: string | null;
}

declare module "~/core/db/schema.server.ts" {
  interface Database {
    news_posts: NewsPostsTable;
  }
}
