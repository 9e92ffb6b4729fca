/** Row types of the fediverse tables (issue 31). Timestamps are ISO-8601 UTC text; booleans 0/1. */

export type FollowerState = "pending" | "accepted";
export type DeliveryState = "queued" | "sending" | "sent" | "retrying" | "failed";
export type ReplyState = "pending" | "approved" | "rejected";
export type ObjectKind = "Event" | "Article" | "Note";

export interface FediverseAccountTable {
  id: string;
  enabled: number | null;
  /** The part before the domain in @handle@domain. */
  handle: string;
  approve_follows: number;
  /** When federation was first switched on: what was published before is not announced to nobody. */
  first_enabled_at: string | null;
  updated_at: string;
}

export interface FediverseKeysTable {
  /** "rsa" (HTTP signatures) or "ed25519" (object integrity proofs). */
  id: string;
  public_jwk: string;
  /** Sealed with the installation's secret (ADR 0013). */
  private_jwk: string;
  created_at: string;
}

export interface FediverseFollowersTable {
  id: string;
  actor_uri: string;
  /** "@user@server". */
  handle: string;
  name: string;
  url: string | null;
  inbox: string;
  shared_inbox: string | null;
  host: string;
  state: FollowerState;
  /** The Follow activity's id, answered by Accept or Reject. */
  follow_uri: string;
  created_at: string;
  updated_at: string;
}

export interface FediverseBlocksTable {
  id: string;
  kind: "actor" | "domain";
  value: string;
  created_at: string;
}

export interface FediverseActivitiesTable {
  id: string;
  direction: "in" | "out";
  type: string;
  uri: string;
  actor_uri: string;
  object_uri: string | null;
  summary: string;
  body: string | null;
  created_at: string;
}

export interface FediverseDeliveriesTable {
  id: string;
  activity_id: string;
  inbox: string;
  host: string;
  state: DeliveryState;
  attempts: number;
  window_started_at: string;
  next_attempt_at: string;
  claimed_at: string | null;
  claim_token: string | null;
  last_error: string | null;
  last_status: number | null;
  sent_at: string | null;
  /** When the activity was made: one inbox gets its deliveries in this order. */
  created_at: string;
  updated_at: string;
}

export interface FediverseObjectsTable {
  /** "event:<id>:<date>", "post:<id>", "note:<id>". */
  key: string;
  uri: string;
  kind: ObjectKind;
  /** JSON: what was last announced (lib/snapshot.ts), to tell what changed. */
  snapshot: string;
  /** live: announced; past: its date is over (nothing more is sent); deleted: a Delete went out. */
  state: "live" | "past" | "deleted";
  created_at: string;
  updated_at: string;
}

export interface FediverseNotesTable {
  id: string;
  content: string;
  created_at: string;
  created_by: string;
}

export interface FediverseRepliesTable {
  id: string;
  uri: string;
  object_uri: string;
  actor_uri: string;
  handle: string;
  name: string;
  url: string | null;
  /** Sanitised on arrival (lib/sanitize): no script, no style, no images. */
  content_html: string;
  /** JSON: [{ url, alt, mediaType }], shown as links, never loaded before a click. */
  attachments: string;
  published_at: string;
  received_at: string;
  state: ReplyState;
  moderated_at: string | null;
}

export interface FediverseReactionsTable {
  id: string;
  activity_uri: string;
  kind: "like" | "announce";
  object_uri: string;
  actor_uri: string;
  created_at: string;
}

export interface FediverseJoinsTable {
  id: string;
  join_uri: string;
  actor_uri: string;
  handle: string;
  inbox: string;
  event_id: string;
  date: string;
  object_uri: string;
  reply_id: string | null;
  answered: "Accept" | "TentativeAccept" | "Reject" | null;
  state: "active" | "left";
  created_at: string;
  updated_at: string;
}

export interface FediverseKvTable {
  key: string;
  value: string;
  expires_at: string | null;
}

export interface FediverseQueueTable {
  id: string;
  message: string;
  ordering_key: string | null;
  run_at: string;
  claimed_at: string | null;
  claim_token: string | null;
  created_at: string;
}

export interface FediverseTables {
  fediverse_account: FediverseAccountTable;
  fediverse_keys: FediverseKeysTable;
  fediverse_followers: FediverseFollowersTable;
  fediverse_blocks: FediverseBlocksTable;
  fediverse_activities: FediverseActivitiesTable;
  fediverse_deliveries: FediverseDeliveriesTable;
  fediverse_objects: FediverseObjectsTable;
  fediverse_notes: FediverseNotesTable;
  fediverse_replies: FediverseRepliesTable;
  fediverse_reactions: FediverseReactionsTable;
  fediverse_joins: FediverseJoinsTable;
  fediverse_kv: FediverseKvTable;
  fediverse_queue: FediverseQueueTable;
}

declare module "~/core/db/schema.server.ts" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this capability's tables to the database type
  interface Database extends FediverseTables {}
}
