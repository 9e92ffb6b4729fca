/**
 * Followers (issue 31): a `Follow` of the site's actor is accepted at once, or waits for the owner
 * when the studio says "approve each follower"; an `Undo` of it, or the account's deletion, ends it.
 * In the studio the owner approves or declines a request, removes a follower (their server hears a
 * `Reject` of the old Follow, which Mastodon takes as "no longer following"), blocks an account or a
 * whole server (removing its followers; what they send afterwards is dropped at the inbox) and
 * unblocks. Every studio change is audited.
 */
import { audit, type Actor as Who } from "~/core/audit/audit.server.ts";
import { contentChanged } from "~/core/db/content-version.server.ts";
import { newId } from "~/core/db/ids.server.ts";
import { answer } from "../lib/activities.ts";
import { federationState } from "./account.server.ts";
import {
  deleteBlock,
  deleteFollower,
  deleteFollowersOfHost,
  findFollower,
  getFollower,
  insertBlock,
  isBlocked,
  setFollowerState,
  upsertFollower,
  type FollowerRow,
} from "./data/followers.server.ts";
import { logInbound } from "./inbound-log.server.ts";
import { wakeDeliveries } from "./jobs.server.ts";
import { audienceOf } from "./objects.server.ts";
import { queueOutboundNow } from "./outbound.server.ts";

/** What the inbox learned about the actor behind a Follow (fetched and verified by Fedify). */
export interface RemoteActor {
  id: string;
  username: string | null;
  name: string | null;
  url: string | null;
  inbox: string;
  sharedInbox: string | null;
}

export const handleOf = (a: Pick<RemoteActor, "id" | "username">) => {
  const host = new URL(a.id).host;
  return `@${a.username || new URL(a.id).pathname.split("/").filter(Boolean).pop() || "someone"}@${host}`;
};

async function answerFollow(
  type: "Accept" | "Reject",
  f: Pick<FollowerRow, "follow_uri" | "actor_uri" | "inbox" | "handle">,
) {
  const state = await federationState();
  if (!state.origin) return;
  const { actorId } = audienceOf(state.origin);
  await queueOutboundNow(
    {
      type,
      build: (id) =>
        answer(type, id, actorId, { id: f.follow_uri, type: "Follow", actor: f.actor_uri, object: actorId }),
      objectUri: f.follow_uri,
      summary: `${type} ${f.handle}`,
      inboxes: [f.inbox],
    },
    state.origin,
    actorId,
    new Date().toISOString(),
  );
  wakeDeliveries();
}

/** A Follow of the site's actor arrived (verified). Returns what became of it. */
export async function receiveFollow(followUri: string, actor: RemoteActor, nowIso = new Date().toISOString()) {
  const host = new URL(actor.id).host;
  const handle = handleOf(actor);
  const row: FollowerRow = {
    id: (await findFollower(actor.id))?.id ?? newId(),
    actor_uri: actor.id,
    handle,
    name: (actor.name ?? "").slice(0, 200),
    url: actor.url,
    inbox: actor.inbox,
    shared_inbox: actor.sharedInbox,
    host,
    state: "pending",
    follow_uri: followUri,
    created_at: nowIso,
    updated_at: nowIso,
  };
  await logInbound("Follow", followUri, actor.id, null, handle, nowIso);
  if (await isBlocked(actor.id, host)) {
    await answerFollow("Reject", row);
    return "rejected" as const;
  }
  const { approveFollows } = await federationState();
  const before = await findFollower(actor.id);
  // Following again (a new Follow after an Undo, or the same one resent): accepted stays accepted.
  const accepted = !approveFollows || before?.state === "accepted";
  await upsertFollower({ ...row, state: accepted ? "accepted" : "pending", created_at: before?.created_at ?? nowIso });
  if (accepted) await answerFollow("Accept", row);
  await contentChanged();
  return accepted ? ("accepted" as const) : ("pending" as const);
}

/** An Undo of a Follow, or the actor deleted: they no longer follow (only their own follow can be undone). */
export async function receiveUnfollow(
  actorUri: string,
  uri: string,
  nowIso = new Date().toISOString(),
): Promise<boolean> {
  const gone = (await deleteFollower(actorUri)) > 0;
  if (gone) {
    await logInbound("Undo", uri, actorUri, null, "unfollowed", nowIso);
    await contentChanged();
  }
  return gone;
}

/** Approves a waiting request; the follower's handle, or null when there was no such request. */
export async function approveFollower(who: Who, id: string): Promise<string | null> {
  const f = await getFollower(id);
  if (!f || f.state !== "pending") return null;
  await setFollowerState(id, "accepted", new Date().toISOString());
  await answerFollow("Accept", f);
  await audit(who, "fediverse.follower_approve", "fediverse_follower", id, { handle: f.handle });
  return f.handle;
}

/**
 * Declines a request or removes a follower: their server is told with a Reject of their Follow.
 * The follower's handle, or null when there was no such follower.
 */
export async function removeFollower(who: Who, id: string): Promise<string | null> {
  const f = await getFollower(id);
  if (!f) return null;
  await deleteFollower(f.actor_uri);
  await answerFollow("Reject", f);
  await audit(
    who,
    f.state === "pending" ? "fediverse.follower_decline" : "fediverse.follower_remove",
    "fediverse_follower",
    id,
    {
      handle: f.handle,
    },
  );
  return f.handle;
}

/** Blocks one account (removing it as a follower) or a whole server (removing all its followers). */
export async function block(who: Who, kind: "actor" | "domain", value: string): Promise<number> {
  const nowIso = new Date().toISOString();
  let removed: FollowerRow[] = [];
  if (kind === "actor") {
    const f = await findFollower(value);
    if (f) {
      await deleteFollower(value);
      removed = [f];
    }
  } else removed = await deleteFollowersOfHost(value.toLowerCase());
  for (const f of removed) await answerFollow("Reject", f);
  await insertBlock({ id: newId(), kind, value: kind === "domain" ? value.toLowerCase() : value, created_at: nowIso });
  await audit(who, "fediverse.block", "fediverse_block", null, { kind, value, removed: removed.length });
  return removed.length;
}

export async function unblock(who: Who, id: string): Promise<boolean> {
  const b = await deleteBlock(id);
  if (b) await audit(who, "fediverse.unblock", "fediverse_block", id, { kind: b.kind, value: b.value });
  return !!b;
}
