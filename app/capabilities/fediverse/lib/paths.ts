/**
 * Where the site's ActivityPub documents live (issue 31). The actor's identifier is fixed ("site"),
 * so renaming the handle in the studio never changes the actor's id that followers' servers keep.
 * server/activity-inbox.ts (the request guard) names the same inbox paths.
 */
export const ACTOR_IDENTIFIER = "site";

export const PATHS = {
  actor: "/ap/actors/{identifier}",
  inbox: "/ap/actors/{identifier}/inbox",
  sharedInbox: "/ap/inbox",
  outbox: "/ap/actors/{identifier}/outbox",
  followers: "/ap/actors/{identifier}/followers",
  nodeInfo: "/nodeinfo/2.1",
} as const;

/** Our activities' ids: /ap/activities/<id> (answered with the activity itself). */
export const ACTIVITY_PREFIX = "/ap/activities/";
/** The owner's short notes: /ap/notes/<id>. */
export const NOTE_PREFIX = "/ap/notes/";

/** Paths of the protocol itself (never a page), answered by the federation whatever the Accept header says. */
export function isProtocolPath(pathname: string): boolean {
  return (
    pathname === "/.well-known/webfinger" ||
    pathname === "/.well-known/nodeinfo" ||
    pathname === PATHS.nodeInfo ||
    pathname.startsWith("/ap/")
  );
}

/** A page with an ActivityPub form: the home page (the actor), an event date or a news post (their objects). */
export type PageObject =
  | { kind: "actor" }
  | { kind: "event"; slug: string; date: string | null }
  | { kind: "post"; slug: string };

const SLUG = "[a-z0-9-]{1,80}";
const EVENT = new RegExp(`^/events/(${SLUG})(?:/(\\d{4}-\\d{2}-\\d{2}))?/?$`);
const POST = new RegExp(`^/news/(${SLUG})/?$`);

/** What a page path (without a language prefix) stands for in ActivityPub, or null. */
export function pageObject(path: string): PageObject | null {
  if (path === "/" || path === "") return { kind: "actor" };
  const e = EVENT.exec(path);
  if (e && e[1] !== "past") return { kind: "event", slug: e[1]!, date: e[2] ?? null };
  const p = POST.exec(path);
  return p ? { kind: "post", slug: p[1]! } : null;
}
