/**
 * "Also send to subscribers" on a news post (issue 14): the owner's choice,
 * and the newsletter it became — set once, by a compare-and-set, so a post is
 * mailed at most once however often it is published.
 */
import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("news_posts")
    .addColumn("send_to_subscribers", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  // The fans capability's mailing id; "pending" while it is being made; null before.
  await db.schema.alterTable("news_posts").addColumn("mailing_id", "text").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("news_posts").dropColumn("mailing_id").execute();
  await db.schema.alterTable("news_posts").dropColumn("send_to_subscribers").execute();
}
