/**
 * What every public page's head says while the site federates (issue 31): its ActivityPub actor as
 * an alternate (clients and crawlers discover the account from the site), and <link rel="me"> to the
 * home page — the actor's url — so Mastodon verifies the profile's links to the site's pages.
 */
import type { FeedLink } from "~/core/capability.server.ts";
import { ACTOR_IDENTIFIER, PATHS } from "../lib/paths.ts";
import { federationState } from "./account.server.ts";

export async function federationLinks(): Promise<FeedLink[]> {
  const s = await federationState();
  if (!s.on || !s.origin) return [];
  return [
    { rel: "me", href: `${s.origin}/` },
    {
      rel: "alternate",
      type: "application/activity+json",
      href: s.origin + PATHS.actor.replace("{identifier}", ACTOR_IDENTIFIER),
    },
  ];
}
