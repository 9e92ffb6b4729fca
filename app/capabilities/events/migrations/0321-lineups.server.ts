/**
 * Line-ups and running orders (issue 32 §1), in tables of their own so the
 * events row stays as it is:
 *
 * - event_performers: who plays the event (every date of a series alike), in
 *   the owner's order, each with a role, a schema.org type, a link and an
 *   optional picture (an upload of the media capability).
 * - event_running: per date (the occurrence key), doors and curfew.
 * - event_sets: per date, each set's stage and times (resolved local
 *   date-times in the event's zone) and its performer (or a label).
 *
 * Deleting an event deletes its line-up; deleting a performer leaves its sets
 * with the name kept in `label`, so the running order never loses a slot.
 */
import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("event_performers")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("event_id", "text", (c) => c.notNull().references("events.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("self", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("url", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("image_upload_id", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("event_performers_event_idx").on("event_performers").columns(["event_id"]).execute();

  await db.schema
    .createTable("event_running")
    .addColumn("event_id", "text", (c) => c.notNull().references("events.id").onDelete("cascade"))
    .addColumn("date", "text", (c) => c.notNull())
    .addColumn("doors_local", "text")
    .addColumn("curfew_local", "text")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("event_running_pk", ["event_id", "date"])
    .execute();

  await db.schema
    .createTable("event_sets")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("event_id", "text", (c) => c.notNull().references("events.id").onDelete("cascade"))
    .addColumn("date", "text", (c) => c.notNull())
    .addColumn("performer_id", "text", (c) => c.references("event_performers.id").onDelete("set null"))
    .addColumn("label", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("stage", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("start_local", "text", (c) => c.notNull())
    .addColumn("end_local", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("event_sets_date_idx").on("event_sets").columns(["event_id", "date"]).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("event_sets").ifExists().execute();
  await db.schema.dropTable("event_running").ifExists().execute();
  await db.schema.dropTable("event_performers").ifExists().execute();
}
