/**
 * The fediverse capability's tables (issue 31, SPEC §12: Follower, Activity with its delivery state,
 * Reply with its moderation state), and the key–value store and message queue Fedify is given
 * instead of Redis (ADR 3100): everything in the site's own database, on SQLite and PostgreSQL.
 */
import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("fediverse_account")
    .addColumn("id", "text", (c) => c.primaryKey())
    // null: never chosen in the studio (off); FEDIVERSE in the environment wins over it.
    .addColumn("enabled", "integer")
    .addColumn("handle", "text", (c) => c.notNull())
    .addColumn("approve_follows", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("first_enabled_at", "text")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("fediverse_keys")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("public_jwk", "text", (c) => c.notNull())
    .addColumn("private_jwk", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("fediverse_followers")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("actor_uri", "text", (c) => c.notNull().unique())
    .addColumn("handle", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("url", "text")
    .addColumn("inbox", "text", (c) => c.notNull())
    .addColumn("shared_inbox", "text")
    .addColumn("host", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("follow_uri", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("fediverse_followers_host").on("fediverse_followers").columns(["host"]).execute();
  await db.schema.createIndex("fediverse_followers_state").on("fediverse_followers").columns(["state"]).execute();

  await db.schema
    .createTable("fediverse_blocks")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addUniqueConstraint("fediverse_blocks_kind_value", ["kind", "value"])
    .execute();

  await db.schema
    .createTable("fediverse_activities")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("direction", "text", (c) => c.notNull())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("uri", "text", (c) => c.notNull().unique())
    .addColumn("actor_uri", "text", (c) => c.notNull())
    .addColumn("object_uri", "text")
    .addColumn("summary", "text", (c) => c.notNull().defaultTo(""))
    // Outbound only: the JSON sent, byte for byte the same on every retry.
    .addColumn("body", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("fediverse_activities_created")
    .on("fediverse_activities")
    .columns(["direction", "created_at"])
    .execute();

  await db.schema
    .createTable("fediverse_deliveries")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("activity_id", "text", (c) => c.notNull())
    .addColumn("inbox", "text", (c) => c.notNull())
    .addColumn("host", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("window_started_at", "text", (c) => c.notNull())
    .addColumn("next_attempt_at", "text", (c) => c.notNull())
    .addColumn("claimed_at", "text")
    .addColumn("claim_token", "text")
    .addColumn("last_error", "text")
    .addColumn("last_status", "integer")
    .addColumn("sent_at", "text")
    // When the activity was made: deliveries to one inbox go out in this order (a Create before its Update).
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addUniqueConstraint("fediverse_deliveries_activity_inbox", ["activity_id", "inbox"])
    .execute();
  await db.schema
    .createIndex("fediverse_deliveries_inbox")
    .on("fediverse_deliveries")
    .columns(["inbox", "state"])
    .execute();
  await db.schema
    .createIndex("fediverse_deliveries_due")
    .on("fediverse_deliveries")
    .columns(["state", "next_attempt_at"])
    .execute();
  await db.schema.createIndex("fediverse_deliveries_host").on("fediverse_deliveries").columns(["host"]).execute();

  await db.schema
    .createTable("fediverse_objects")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("uri", "text", (c) => c.notNull().unique())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("snapshot", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("fediverse_notes")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("created_by", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("fediverse_replies")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("uri", "text", (c) => c.notNull().unique())
    .addColumn("object_uri", "text", (c) => c.notNull())
    .addColumn("actor_uri", "text", (c) => c.notNull())
    .addColumn("handle", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("url", "text")
    .addColumn("content_html", "text", (c) => c.notNull())
    .addColumn("attachments", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("published_at", "text", (c) => c.notNull())
    .addColumn("received_at", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("moderated_at", "text")
    .execute();
  await db.schema
    .createIndex("fediverse_replies_object")
    .on("fediverse_replies")
    .columns(["object_uri", "state"])
    .execute();

  await db.schema
    .createTable("fediverse_reactions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("activity_uri", "text", (c) => c.notNull().unique())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("object_uri", "text", (c) => c.notNull())
    .addColumn("actor_uri", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("fediverse_reactions_object")
    .on("fediverse_reactions")
    .columns(["object_uri", "kind"])
    .execute();

  await db.schema
    .createTable("fediverse_joins")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("join_uri", "text", (c) => c.notNull())
    .addColumn("actor_uri", "text", (c) => c.notNull())
    .addColumn("handle", "text", (c) => c.notNull())
    .addColumn("inbox", "text", (c) => c.notNull())
    .addColumn("event_id", "text", (c) => c.notNull())
    .addColumn("date", "text", (c) => c.notNull())
    .addColumn("object_uri", "text", (c) => c.notNull())
    .addColumn("reply_id", "text")
    // The last answer sent: Accept, TentativeAccept or Reject (null: none yet).
    .addColumn("answered", "text")
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addUniqueConstraint("fediverse_joins_actor_date", ["actor_uri", "event_id", "date"])
    .execute();

  await db.schema
    .createTable("fediverse_kv")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("expires_at", "text")
    .execute();

  await db.schema
    .createTable("fediverse_queue")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("ordering_key", "text")
    .addColumn("run_at", "text", (c) => c.notNull())
    .addColumn("claimed_at", "text")
    .addColumn("claim_token", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("fediverse_queue_run_at").on("fediverse_queue").columns(["run_at"]).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    "fediverse_queue",
    "fediverse_kv",
    "fediverse_joins",
    "fediverse_reactions",
    "fediverse_replies",
    "fediverse_notes",
    "fediverse_objects",
    "fediverse_deliveries",
    "fediverse_activities",
    "fediverse_blocks",
    "fediverse_followers",
    "fediverse_keys",
    "fediverse_account",
  ])
    await db.schema.dropTable(t).execute();
}
