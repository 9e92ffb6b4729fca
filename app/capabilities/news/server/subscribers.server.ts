/**
 * "Also send to subscribers" (issue 14): when a post that asks for it is
 * published — by the owner or, for a scheduled post, by the job runner — it
 * goes to the fans capability's subscribers as a newsletter (its title, the
 * start of its text, a link to it), through fans' door. Once per post, ever:
 * the post's mailing is claimed by a compare-and-set before the newsletter is
 * made, so a second publish, a double click or two processes send nothing
 * more. A transport that refuses mailings (EmailJS) gives the claim back and
 * the post stays published; the studio shows it was not sent.
 */
import type { Actor } from "~/core/audit/audit.server.ts";
import { publicOrigin } from "~/core/env.server.ts";
import { logInfo, logWarn } from "~/core/log.server.ts";
import { markdownToText } from "~/core/markdown.server.ts";
import { siteI18n } from "~/core/i18n/site-language.server.ts";
import { sendAnnouncement } from "~/capabilities/fans/index.server.ts";
import { claimMailing, findPost, settleMailing } from "./data/posts.server.ts";

/** The newsletter's Markdown: the start of the post as plain text (no second copy of its formatting to go wrong) and the link to read it. */
export async function postAnnouncementBody(
  p: { slug: string; body: string },
  origin = publicOrigin(),
): Promise<string> {
  const tr = await siteI18n();
  const excerpt = markdownToText(p.body, 600);
  const url = `${origin}/news/${p.slug}`;
  return `${excerpt ? `${excerpt}\n\n` : ""}[${tr.t("news.mail.readMore")}](${url})\n`;
}

/** Sends the post to subscribers if it is published, asks for it and was never sent. Returns how many it went to, or null when it was not sent now. */
export async function mailPostToSubscribers(actor: Actor | null, postId: string): Promise<number | null> {
  if (!(await claimMailing(postId))) return null;
  const post = await findPost(postId);
  if (!post) return null;
  try {
    const { mailingId, recipients } = await sendAnnouncement(actor, {
      subject: post.title,
      body: await postAnnouncementBody(post),
      from: `news_post:${post.id}`,
    });
    await settleMailing(post.id, mailingId);
    logInfo(`news: "${post.slug}" went to ${recipients} subscriber(s)`);
    return recipients;
  } catch (e) {
    await settleMailing(post.id, null);
    logWarn(
      `news: "${post.slug}" was published but not sent to subscribers: ${e instanceof Error ? e.message : String(e)}`,
    );
    return null;
  }
}
