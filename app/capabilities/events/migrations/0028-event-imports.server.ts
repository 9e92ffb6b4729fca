/**
 * Importing dates (issue 13): where an imported event came from (the source
 * and the UID or CSV key that matches it again, and a fingerprint of what was
 * imported, so a second import tells new from changed from unchanged), the
 * previews waiting for the owner's yes, and the iCalendar subscriptions with
 * their ETag / Last-Modified for conditional refreshes.
 */
import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("event_import_origins")
    .addColumn("event_id", "text", (c) => c.primaryKey().references("events.id").onDelete("cascade"))
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("uid", "text", (c) => c.notNull().unique())
    .addColumn("fingerprint", "text", (c) => c.notNull())
    .addColumn("imported_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("event_import_origins_source_idx").on("event_import_origins").column("source").execute();
  await db.schema
    .createTable("event_import_feeds")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("url", "text", (c) => c.notNull().unique())
    .addColumn("label", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("publish", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("etag", "text")
    .addColumn("last_modified", "text")
    .addColumn("checked_at", "text")
    .addColumn("ok", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("message", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("pending_removals", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("event_import_previews")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("label", "text", (c) => c.notNull())
    .addColumn("feed_id", "text", (c) => c.references("event_import_feeds.id").onDelete("cascade"))
    .addColumn("payload", "text", (c) => c.notNull())
    .addColumn("created_by", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("event_import_previews").execute();
  await db.schema.dropTable("event_import_feeds").execute();
  await db.schema.dropTable("event_import_origins").execute();
}
