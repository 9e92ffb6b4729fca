/**
 * The site's Fedify federation (ADR 3100): made once per process, on the first request or job that
 * needs it, so a site that never federates never loads Fedify. It serves the actor, WebFinger,
 * NodeInfo, the inboxes (signatures verified by Fedify; what arrives is handled from the database
 * queue after the sender has its 202), the outbox and the followers collection. Outbound delivery is
 * the capability's own (deliver.server.ts): Fedify signs, our fetcher sends.
 */
import { createFederation, type Federation } from "@fedify/fedify";
import { Activity } from "@fedify/vocab";
import { env } from "~/core/env.server.ts";
import { ACTOR_IDENTIFIER, PATHS } from "../../lib/paths.ts";
import { federationState } from "../account.server.ts";
import { countFollowers, listFollowers } from "../data/followers.server.ts";
import { countOutbound, listOutbound } from "../data/activities.server.ts";
import { actorKeyPairs } from "../keys.server.ts";
import { siteActor } from "./actor.server.ts";
import { registerInboxListeners } from "./inbox.server.ts";
import { DbKvStore } from "./kv-store.server.ts";
import { authenticatedDocumentLoaderFactory, documentLoaderFactory } from "./loader.server.ts";
import { DbMessageQueue } from "./message-queue.server.ts";
import { nodeInfo } from "./nodeinfo.server.ts";

const PAGE = 50;

let made: { origin: string; federation: Federation<void> } | undefined;

function build(origin: string): Federation<void> {
  const kv = new DbKvStore();
  const federation = createFederation<void>({
    kv,
    // Inbound work is queued in the database; nothing of ours goes through Fedify's outbox queue.
    queue: { inbox: new DbMessageQueue() },
    manuallyStartQueue: true,
    origin,
    documentLoaderFactory: documentLoaderFactory(kv),
    contextLoaderFactory: documentLoaderFactory(kv),
    authenticatedDocumentLoaderFactory,
  });

  federation
    .setActorDispatcher(PATHS.actor, async (ctx, identifier) => {
      if (identifier !== ACTOR_IDENTIFIER) return null;
      const state = await federationState();
      return state.on ? siteActor(ctx, state) : null;
    })
    .setKeyPairsDispatcher(async (_ctx, identifier) => (identifier === ACTOR_IDENTIFIER ? actorKeyPairs() : []))
    // @handle@domain finds the actor whatever the handle is today: the actor's id never changes with it.
    .mapHandle(async (_ctx, username) =>
      username.toLowerCase() === (await federationState()).handle ? ACTOR_IDENTIFIER : null,
    );

  federation
    .setFollowersDispatcher(PATHS.followers, async (ctx, identifier, cursor) => {
      if (identifier !== ACTOR_IDENTIFIER) return null;
      const rows = await listFollowers({ state: "accepted", after: cursor || null, limit: PAGE });
      return {
        items: rows.map((r) => ({
          id: new URL(r.actor_uri),
          inboxId: new URL(r.inbox),
          endpoints: r.shared_inbox ? { sharedInbox: new URL(r.shared_inbox) } : null,
        })),
        nextCursor: rows.length === PAGE ? rows.at(-1)!.id : null,
      };
    })
    .setCounter(() => countFollowers("accepted"))
    .setFirstCursor(() => "");

  federation
    .setOutboxDispatcher(PATHS.outbox, async (_ctx, identifier, cursor) => {
      if (identifier !== ACTOR_IDENTIFIER) return null;
      const rows = await listOutbound({ types: ["Create", "Update", "Delete"], before: cursor || null, limit: 20 });
      const items = await Promise.all(rows.map((r) => Activity.fromJsonLd(JSON.parse(r.body ?? "{}"))));
      return { items, nextCursor: rows.length === 20 ? rows.at(-1)!.created_at : null };
    })
    .setCounter(() => countOutbound(["Create", "Update", "Delete"]))
    .setFirstCursor(() => "");

  federation.setNodeInfoDispatcher(PATHS.nodeInfo, () => nodeInfo());
  registerInboxListeners(federation);
  return federation;
}

/** The federation for PUBLIC_URL's origin (made again if a test changes it). */
export function getFederation(): Federation<void> {
  const origin = new URL(env().PUBLIC_URL ?? "http://localhost").origin;
  if (made?.origin !== origin) made = { origin, federation: build(origin) };
  return made.federation;
}
