/**
 * News posts (issue 14): create, change, publish now or at a time, delete —
 * checked and audited here, stored by server/data/posts.server.ts. Scheduled
 * posts go public through the job runner (publishDuePosts, every 30 s); the
 * public pages' cache moves on when they do.
 */
import { type Actor, audit } from "~/core/audit/audit.server.ts";
import { AppError } from "~/core/errors.ts";
import { notFound } from "~/core/http/errors.server.ts";
import { contentChanged } from "~/core/http/page-cache.server.ts";
import { slugify } from "~/core/text/slug.ts";
import { localToUtc } from "~/core/dates/zoned.ts";
import { logInfo } from "~/core/log.server.ts";
import type { PostFormValue } from "~/capabilities/news/schemas.ts";
import { NEWS_POST_ENTITY, type Post } from "~/capabilities/news/lib/model.ts";
import type { Translator } from "~/core/i18n/translator.ts";
import { studioTranslatorFor } from "~/core/i18n/studio.server.ts";
import { deleteTranslations } from "~/core/i18n/content.server.ts";
import { mailPostToSubscribers } from "./subscribers.server.ts";
import {
  deletePostRow,
  findPost,
  findPostBySlug,
  insertPost,
  publishDue,
  setPostState,
  updatePostRow,
} from "./data/posts.server.ts";

export { findPost, listAllPosts } from "./data/posts.server.ts";

/** Messages of a refused save, in the studio user's language (English when no one reads them: tests, the job). */
const english = () => studioTranslatorFor("en");

async function checkedSlug(v: PostFormValue, selfId: string | null, tr: Translator): Promise<string> {
  const slug = slugify(v.slug || v.title);
  const other = await findPostBySlug(slug);
  if (other && other.id !== selfId)
    throw new AppError("invalid", { field: "slug", message: tr.t("news.studio.errors.slugTaken") });
  return slug;
}

/** The UTC instant a scheduled post goes public, from the form's wall-clock time in the site's zone; refused when past. */
export function scheduledInstant(
  v: PostFormValue,
  tz: string,
  now = Date.now(),
  tr: Translator = english(),
): string | null {
  if (v.state !== "scheduled") return null;
  const at = localToUtc(v.publish_at, tz);
  if (at.getTime() <= now)
    throw new AppError("invalid", { field: "publish_at", message: tr.t("news.studio.errors.publishAtPast") });
  return at.toISOString();
}

const fields = (v: PostFormValue, slug: string) => ({
  slug,
  title: v.title,
  body: v.body.replace(/\r\n/g, "\n"),
  sendToSubscribers: v.send_to_subscribers,
});

async function applyState(actor: Actor, post: Post, v: PostFormValue, publishAt: string | null): Promise<void> {
  if (post.status === v.state && post.publishAt === publishAt) return;
  await setPostState(post.id, v.state, publishAt);
  await audit(
    actor,
    `news.${v.state === "published" ? "publish" : v.state === "scheduled" ? "schedule" : "unpublish"}`,
    "news_post",
    post.id,
    publishAt ? { at: publishAt } : undefined,
  );
}

export async function createPost(
  actor: Actor,
  v: PostFormValue,
  tz: string,
  imageUploadId: string | null | undefined,
  tr: Translator = english(),
): Promise<Post> {
  const publishAt = scheduledInstant(v, tz, Date.now(), tr);
  const post = await insertPost(fields(v, await checkedSlug(v, null, tr)), imageUploadId ?? null);
  await audit(actor, "news.create", "news_post", post.id, { slug: post.slug });
  await applyState(actor, post, v, publishAt);
  await mailPostToSubscribers(actor, post.id);
  return (await findPost(post.id))!;
}

export async function updatePost(
  actor: Actor,
  id: string,
  v: PostFormValue,
  tz: string,
  imageUploadId: string | null | undefined,
  tr: Translator = english(),
): Promise<Post> {
  const before = await findPost(id);
  if (!before) throw notFound();
  const publishAt = scheduledInstant(v, tz, Date.now(), tr);
  await updatePostRow(id, fields(v, await checkedSlug(v, id, tr)), imageUploadId);
  await audit(actor, "news.update", "news_post", id);
  await applyState(actor, before, v, publishAt);
  await mailPostToSubscribers(actor, id);
  return (await findPost(id))!;
}

export async function deletePost(actor: Actor, id: string): Promise<Post> {
  const post = await findPost(id);
  if (!post) throw notFound();
  await deletePostRow(id);
  // Its title and text in the site's other languages go with it (issue 15).
  await deleteTranslations(NEWS_POST_ENTITY, id);
  await audit(actor, "news.delete", "news_post", id, { slug: post.slug, title: post.title });
  return post;
}

/** The job's tick: scheduled posts whose time has come go public, and the page cache moves on. */
export async function publishDuePosts(now = new Date()): Promise<Post[]> {
  const done = await publishDue(now.toISOString());
  for (const p of done) {
    await audit(null, "news.publish", "news_post", p.id, { scheduled: true });
    await mailPostToSubscribers(null, p.id);
  }
  if (done.length) {
    await contentChanged();
    logInfo(`news: published ${done.length} scheduled post(s)`);
  }
  return done;
}

export function postSlugFor(v: PostFormValue): string {
  return slugify(v.slug || v.title);
}
