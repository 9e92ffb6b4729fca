/**
 * The RSVP capability's tables (issue 13). Portable across SQLite and PostgreSQL.
 *
 * - rsvp_configs: per event, one row for every date (`date` = "") and
 *   optionally one per date that differs.
 * - rsvp_slots: one row per date that has replies; every change of that date's
 *   replies first raises its `seq` inside the transaction, which takes the
 *   row's write lock — so two processes never decide places at the same time
 *   (ADR 1300), and `seq` orders the waitlist.
 * - rsvp_replies: one per address per date (unique), whatever its status.
 */
import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("rsvp_configs")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("event_id", "text", (c) => c.notNull().references("events.id").onDelete("cascade"))
    .addColumn("date", "text", (c) => c.notNull())
    .addColumn("enabled", "integer", (c) => c.notNull())
    .addColumn("capacity", "integer", (c) => c.notNull())
    .addColumn("max_party", "integer", (c) => c.notNull())
    .addColumn("opens_local", "text")
    .addColumn("closes_local", "text")
    .addColumn("questions", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("reminder_hours", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addUniqueConstraint("rsvp_configs_event_date", ["event_id", "date"])
    .execute();

  await db.schema
    .createTable("rsvp_slots")
    .addColumn("event_id", "text", (c) => c.notNull().references("events.id").onDelete("cascade"))
    .addColumn("date", "text", (c) => c.notNull())
    .addColumn("seq", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("rsvp_slots_pk", ["event_id", "date"])
    .execute();

  await db.schema
    .createTable("rsvp_replies")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("event_id", "text", (c) => c.notNull().references("events.id").onDelete("cascade"))
    .addColumn("date", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("party", "integer", (c) => c.notNull())
    .addColumn("answers", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("queue_seq", "integer", (c) => c.notNull())
    .addColumn("nonce", "text", (c) => c.notNull())
    .addColumn("checked_in_at", "text")
    .addColumn("reminded_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addUniqueConstraint("rsvp_replies_address", ["event_id", "date", "email"])
    .execute();
  await db.schema
    .createIndex("rsvp_replies_status_idx")
    .on("rsvp_replies")
    .columns(["event_id", "date", "status", "queue_seq"])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("rsvp_replies").ifExists().execute();
  await db.schema.dropTable("rsvp_slots").ifExists().execute();
  await db.schema.dropTable("rsvp_configs").ifExists().execute();
}
