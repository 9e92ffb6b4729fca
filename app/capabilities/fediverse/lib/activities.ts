/**
 * The activities the site sends (issue 31), pure: Create, Update and Delete of its objects, the
 * answers to a Follow and a Join, and Undo. Each has its own id under /ap/activities/ (never derived
 * from the object: the same object is updated many times), the site's actor and the object's
 * audience. Fedify signs them (server/deliver.server.ts); nothing here is signed by hand.
 */
import { CONTEXT, PUBLIC, type Json } from "./vocabulary.ts";
import type { Audience } from "./objects.ts";

export type OutboundType = "Create" | "Update" | "Delete" | "Accept" | "Reject" | "TentativeAccept" | "Undo";

/** An object's activity to every follower (and the public). The object keeps no @context of its own inside it. */
export function wrap(type: "Create" | "Update" | "Delete", id: string, object: Json, to: Audience, at: string): Json {
  const { "@context": _ctx, ...inner } = object;
  return {
    "@context": CONTEXT,
    id,
    type,
    actor: to.actorId,
    published: at,
    ...(type === "Update" ? { updated: at } : {}),
    to: [PUBLIC],
    cc: [to.followersId],
    object: inner,
  };
}

/** Accept, Reject or TentativeAccept of something another actor sent (a Follow, a Join), addressed to them alone. */
export function answer(
  type: "Accept" | "Reject" | "TentativeAccept",
  id: string,
  actorId: string,
  activity: { id: string; type: string; actor: string; object: string },
  extra: Json = {},
): Json {
  return {
    "@context": CONTEXT,
    id,
    type,
    actor: actorId,
    to: [activity.actor],
    object: { id: activity.id, type: activity.type, actor: activity.actor, object: activity.object },
    ...extra,
  };
}
