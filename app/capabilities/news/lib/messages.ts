/**
 * The news capability's wording: what visitors read — the list, a post, the
 * feed's title, the e-mail to subscribers — is in messages/<locale>.json; the
 * studio's in messages/studio/<locale>.json. This lists the computed keys.
 */
import type { PostStatus } from "./model.ts";

/** A post's state as the studio names it. */
export const STATE_KEYS: Record<PostStatus, string> = {
  draft: "news.studio.state.draft",
  scheduled: "news.studio.state.scheduled",
  published: "news.studio.state.published",
};
