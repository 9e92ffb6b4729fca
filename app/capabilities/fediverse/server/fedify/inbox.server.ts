/**
 * What the inboxes do with what arrives (issue 31). Fedify has already verified the HTTP signature
 * and that the signing key belongs to the activity's actor (an unsigned or badly signed activity, or
 * one whose key is another actor's, is refused with 401 before it gets here); these run from the
 * database queue after the sender got its 202. Activities about another site's objects, or of a
 * kind the site has no use for, are accepted and forgotten: nothing is stored that nobody uses.
 */
import type { Federation, InboxContext } from "@fedify/fedify";
import { Activity, Delete, Follow, Link, Undo, type Actor } from "@fedify/vocab";
import { logWarn } from "~/core/log.server.ts";
import { ACTOR_IDENTIFIER, PATHS } from "../../lib/paths.ts";
import { receiveFollow, receiveUnfollow, type RemoteActor } from "../follows.server.ts";

/** The actor's facts the site keeps, or null when it has no inbox to answer. */
export function remoteActor(actor: Actor | null): RemoteActor | null {
  if (!actor?.id || !actor.inboxId) return null;
  const url =
    actor.url instanceof URL ? actor.url.href : actor.url instanceof Link ? (actor.url.href?.href ?? null) : null;
  return {
    id: actor.id.href,
    username: actor.preferredUsername?.toString() ?? null,
    name: actor.name?.toString() ?? null,
    url,
    inbox: actor.inboxId.href,
    sharedInbox: actor.endpoints?.sharedInbox?.href ?? null,
  };
}

const isOurActor = (ctx: InboxContext<void>, uri: URL | null) => {
  const parsed = uri ? ctx.parseUri(uri) : null;
  return parsed?.type === "actor" && parsed.identifier === ACTOR_IDENTIFIER;
};

export function registerInboxListeners(federation: Federation<void>): void {
  federation
    .setInboxListeners(PATHS.inbox, PATHS.sharedInbox)
    // Servers in secure mode answer reads only when signed: Fedify signs them with the site's key.
    .setSharedKeyDispatcher(() => ({ identifier: ACTOR_IDENTIFIER }))
    .on(Follow, async (ctx, follow) => {
      if (!follow.id || !isOurActor(ctx, follow.objectId)) return;
      const actor = remoteActor(await follow.getActor(ctx));
      if (actor && actor.id === follow.actorId?.href) await receiveFollow(follow.id.href, actor);
    })
    .on(Undo, async (ctx, undo) => {
      const object = await undo.getObject(ctx);
      if (!undo.id || !undo.actorId) return;
      // Only one's own follow can be undone.
      if (object instanceof Follow && object.actorId?.href === undo.actorId.href && isOurActor(ctx, object.objectId))
        await receiveUnfollow(undo.actorId.href, undo.id.href);
    })
    .on(Delete, async (_ctx, del) => {
      // An account deleted on its server (Mastodon sends Delete with the actor as the object).
      if (del.id && del.actorId && del.objectId?.href === del.actorId.href)
        await receiveUnfollow(del.actorId.href, del.id.href);
    })
    .on(Activity, async () => {
      // Anything not handled above is accepted and forgotten.
    })
    .onError((_ctx, error) => logWarn(`fediverse inbox: ${error instanceof Error ? error.message : String(error)}`));
}
