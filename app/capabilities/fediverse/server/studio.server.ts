/**
 * What the studio's fediverse page shows (issue 31): the account's state and its followers — those
 * waiting for the owner first, then those following, newest first within a page's worth.
 */
import { federationState, type FederationState } from "./account.server.ts";
import { countFollowers, listFollowers, type FollowerRow } from "./data/followers.server.ts";

/** How many of each list the page shows; the counts say how many there are in all. */
const STUDIO_FOLLOWERS_SHOWN = 200;

export interface StudioFollower {
  id: string;
  handle: string;
  name: string;
  /** Their profile page, when their server gave one. */
  url: string | null;
  since: string;
}

export interface StudioFediverse {
  state: FederationState;
  pending: StudioFollower[];
  accepted: StudioFollower[];
  counts: { pending: number; accepted: number };
}

const view = (f: FollowerRow): StudioFollower => ({
  id: f.id,
  handle: f.handle,
  name: f.name,
  url: f.url && /^https?:\/\//.test(f.url) ? f.url : null,
  since: f.updated_at,
});

const newestFirst = (a: StudioFollower, b: StudioFollower) => b.since.localeCompare(a.since);

export async function studioFediverse(): Promise<StudioFediverse> {
  const [state, pending, accepted, nPending, nAccepted] = await Promise.all([
    federationState(),
    listFollowers({ state: "pending", limit: STUDIO_FOLLOWERS_SHOWN }),
    listFollowers({ state: "accepted", limit: STUDIO_FOLLOWERS_SHOWN }),
    countFollowers("pending"),
    countFollowers("accepted"),
  ]);
  return {
    state,
    pending: pending.map(view).sort(newestFirst),
    accepted: accepted.map(view).sort(newestFirst),
    counts: { pending: nPending, accepted: nAccepted },
  };
}
