/** News posts: SQL only. The service (server/posts.server.ts) checks and audits. */
import type { Selectable } from "kysely";
import { db, nowIso } from "~/core/db/client.server.ts";
import { newId } from "~/core/db/ids.server.ts";
import type { Post, PostFields, PostStatus } from "~/capabilities/news/lib/model.ts";
import type { NewsPostsTable } from "./tables.server.ts";

const toPost = (r: Selectable<NewsPostsTable>): Post => ({
  id: r.id,
  slug: r.slug,
  title: r.title,
  body: r.body,
  imageUploadId: r.image_upload_id,
  status: r.status === "published" || r.status === "scheduled" ? r.status : "draft",
  publishAt: r.publish_at,
  publishedAt: r.published_at,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  sendToSubscribers: Number(r.send_to_subscribers) === 1,
  mailingId: r.mailing_id,
});

export async function listAllPosts(): Promise<Post[]> {
  const rows = await db().selectFrom("news_posts").selectAll().orderBy("created_at", "desc").orderBy("id").execute();
  return rows.map(toPost);
}

/** Published posts, newest first (a page of them). */
export async function listPublished(limit: number, offset = 0): Promise<Post[]> {
  const rows = await db()
    .selectFrom("news_posts")
    .selectAll()
    .where("status", "=", "published")
    .orderBy("published_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map(toPost);
}

export async function countPublished(): Promise<number> {
  const r = await db()
    .selectFrom("news_posts")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .where("status", "=", "published")
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

export async function findPost(id: string): Promise<Post | null> {
  const r = await db().selectFrom("news_posts").selectAll().where("id", "=", id).executeTakeFirst();
  return r ? toPost(r) : null;
}

export async function findPostBySlug(slug: string): Promise<Post | null> {
  const r = await db().selectFrom("news_posts").selectAll().where("slug", "=", slug).executeTakeFirst();
  return r ? toPost(r) : null;
}

export async function insertPost(f: PostFields, imageUploadId: string | null): Promise<Post> {
  const now = nowIso();
  const id = newId();
  await db()
    .insertInto("news_posts")
    .values({
      id,
      slug: f.slug,
      title: f.title,
      body: f.body,
      image_upload_id: imageUploadId,
      status: "draft",
      publish_at: null,
      published_at: null,
      created_at: now,
      updated_at: now,
      send_to_subscribers: f.sendToSubscribers ? 1 : 0,
      mailing_id: null,
    })
    .execute();
  return (await findPost(id))!;
}

export async function updatePostRow(
  id: string,
  f: PostFields,
  imageUploadId: string | null | undefined,
): Promise<void> {
  await db()
    .updateTable("news_posts")
    .set({
      slug: f.slug,
      title: f.title,
      body: f.body,
      send_to_subscribers: f.sendToSubscribers ? 1 : 0,
      ...(imageUploadId !== undefined ? { image_upload_id: imageUploadId } : {}),
      updated_at: nowIso(),
    })
    .where("id", "=", id)
    .execute();
}

/** Sets the state: published keeps its first publication date (a correction is not new news). */
export async function setPostState(id: string, status: PostStatus, publishAt: string | null): Promise<void> {
  const now = nowIso();
  const post = await findPost(id);
  await db()
    .updateTable("news_posts")
    .set({
      status,
      publish_at: status === "scheduled" ? publishAt : null,
      updated_at: now,
      ...(status === "published" ? { published_at: post?.publishedAt ?? now } : {}),
    })
    .where("id", "=", id)
    .execute();
}

/**
 * Publishes the scheduled posts whose time has come, each once even with
 * several processes (the update only takes rows still scheduled). Returns them.
 */
export async function publishDue(now: string): Promise<Post[]> {
  const due = await db()
    .selectFrom("news_posts")
    .selectAll()
    .where("status", "=", "scheduled")
    .where("publish_at", "<=", now)
    .execute();
  const out: Post[] = [];
  for (const r of due) {
    const res = await db()
      .updateTable("news_posts")
      .set({ status: "published", published_at: r.publish_at, updated_at: now })
      .where("id", "=", r.id)
      .where("status", "=", "scheduled")
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) === 1)
      out.push(toPost({ ...r, status: "published", published_at: r.publish_at, updated_at: now }));
  }
  return out;
}

/**
 * Takes the post's one mailing for the caller: true for exactly one caller,
 * and only while it is published, asked to be sent and not sent yet.
 */
export async function claimMailing(id: string): Promise<boolean> {
  const r = await db()
    .updateTable("news_posts")
    .set({ mailing_id: "pending" })
    .where("id", "=", id)
    .where("status", "=", "published")
    .where("send_to_subscribers", "=", 1)
    .where("mailing_id", "is", null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Records the newsletter a claimed post became, or (null) gives the claim back after a failure. */
export async function settleMailing(id: string, mailingId: string | null): Promise<void> {
  await db()
    .updateTable("news_posts")
    .set({ mailing_id: mailingId })
    .where("id", "=", id)
    .where("mailing_id", "=", "pending")
    .execute();
}

export async function deletePostRow(id: string): Promise<void> {
  await db().deleteFrom("news_posts").where("id", "=", id).execute();
}

/** The newest change among published posts (the feed's `updated`). */
export async function lastPublishedUpdate(): Promise<string | null> {
  const r = await db()
    .selectFrom("news_posts")
    .select((eb) => eb.fn.max("updated_at").as("u"))
    .where("status", "=", "published")
    .executeTakeFirst();
  return (r?.u as string | null | undefined) ?? null;
}
