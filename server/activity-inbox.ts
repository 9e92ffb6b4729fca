/**
 * Fediverse servers post activities as JSON to the site's ActivityPub inboxes (issue 31), where every
 * other POST carries a form. The request guard lets exactly these through: a POST to one of the inbox
 * paths with an ActivityStreams media type, within a size limit; the app checks the rest (signature,
 * shape, nesting) and answers 404 when federation is off. Pure, so it is unit-tested
 * (activity-inbox.test.ts). Only Node built-ins: server.ts reads it before the app's build is loaded.
 */
/** The site's shared inbox and its actors' own inboxes (app/capabilities/fediverse/lib/paths.ts names the same). */
const INBOX_PATHS = [/^\/ap\/inbox$/, /^\/ap\/actors\/[A-Za-z0-9_-]{1,64}\/inbox$/];

/** Mastodon refuses activities over 1 MB; the app reads at most 256 KB of one (the rest is refused there). */
export const MAX_ACTIVITY_BYTES = 1024 * 1024;

/** application/activity+json, or application/ld+json (with or without the ActivityStreams profile), or plain JSON. */
export function isActivityType(contentType: string | undefined): boolean {
  const type = (contentType ?? "").split(";", 1)[0]!.trim().toLowerCase();
  return type === "application/activity+json" || type === "application/ld+json" || type === "application/json";
}

/** Whether this request is an activity posted to an inbox (then its body is not a form). */
export function isActivityPost(method: string, target: string, contentType: string | undefined): boolean {
  if (method !== "POST") return false;
  const path = target.split(/[?#]/, 1)[0]!;
  return INBOX_PATHS.some((re) => re.test(path)) && isActivityType(contentType);
}
