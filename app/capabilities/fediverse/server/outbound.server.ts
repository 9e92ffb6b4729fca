/**
 * An activity on its way out (issue 31): stored with its exact JSON and one delivery per inbox — a
 * server's shared inbox once for all its followers, else each follower's own — in the caller's
 * transaction, so an object's new state, its activity and its deliveries are kept together or not
 * at all. The delivery job (deliver.server.ts) sends them.
 */
import type { Transaction } from "kysely";
import { db } from "~/core/db/client.server.ts";
import type { Database } from "~/core/db/schema.server.ts";
import { newId } from "~/core/db/ids.server.ts";
import { ACTIVITY_PREFIX } from "../lib/paths.ts";
import type { Json } from "../lib/vocabulary.ts";
import { insertActivity, insertDeliveries } from "./data/activities.server.ts";
import { followerInboxes } from "./data/followers.server.ts";

export type Trx = Transaction<Database>;

/** Followers' inboxes, one per server that has a shared inbox. */
export async function followerTargets(): Promise<string[]> {
  const seen = new Set<string>();
  for (const f of await followerInboxes()) seen.add(f.shared_inbox ?? f.inbox);
  return [...seen];
}

export interface Outbound {
  type: string;
  /** The activity without its id (given here). */
  build(id: string): Json;
  objectUri: string | null;
  summary: string;
  inboxes: readonly string[];
}

/** Stores the activity and its deliveries; returns the activity's row id and how many inboxes it goes to. */
export async function queueOutbound(
  trx: Trx,
  a: Outbound,
  origin: string,
  actorUri: string,
  nowIso: string,
): Promise<{ id: string; uri: string; deliveries: number }> {
  const id = newId();
  const uri = `${origin}${ACTIVITY_PREFIX}${id}`;
  await insertActivity(
    {
      id,
      direction: "out",
      type: a.type,
      uri,
      actor_uri: actorUri,
      object_uri: a.objectUri,
      summary: a.summary.slice(0, 300),
      body: JSON.stringify(a.build(uri)),
      created_at: nowIso,
    },
    trx,
  );
  const inboxes = [...new Set(a.inboxes)].filter((i) => URL.canParse(i));
  await insertDeliveries(
    inboxes.map((inbox) => ({
      id: newId(),
      activity_id: id,
      inbox,
      host: new URL(inbox).host,
      state: "queued",
      attempts: 0,
      window_started_at: nowIso,
      next_attempt_at: nowIso,
      claimed_at: null,
      claim_token: null,
      last_error: null,
      last_status: null,
      sent_at: null,
      created_at: nowIso,
      updated_at: nowIso,
    })),
    trx,
  );
  return { id, uri, deliveries: inboxes.length };
}

/** The same outside a caller's transaction. */
export function queueOutboundNow(a: Outbound, origin: string, actorUri: string, nowIso: string) {
  return db()
    .transaction()
    .execute((trx) => queueOutbound(trx, a, origin, actorUri, nowIso));
}
