import type { Kysely } from "kysely";
import { colTypes } from "~/core/db/dialect.server.ts";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const t = colTypes(db);
  await db.schema
    .createTable("events")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("start_local", "text", (c) => c.notNull())
    .addColumn("end_local", "text")
    .addColumn("starts_at", "text", (c) => c.notNull())
    .addColumn("ends_at", "text")
    .addColumn("all_day", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("time_zone", "text", (c) => c.notNull())
    .addColumn("venue_name", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("venue_address", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("latitude", t.float)
    .addColumn("longitude", t.float)
    .addColumn("ticket_url", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("price_text", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("status", "text", (c) => c.notNull().defaultTo("scheduled"))
    .addColumn("visibility", "text", (c) => c.notNull().defaultTo("draft"))
    .addColumn("image_upload_id", "text")
    .addColumn("previous_starts_at", "text")
    .addColumn("recurrence", "text")
    .addColumn("night_before", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("span_start_at", "text", (c) => c.notNull())
    .addColumn("span_end_at", "text")
    .addColumn("sequence", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("published_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  // Public window queries filter on visibility and the span; the studio lists by start.
  await db.schema
    .createIndex("events_public_span_idx")
    .on("events")
    .columns(["visibility", "span_start_at", "span_end_at"])
    .execute();
  await db.schema.createIndex("events_starts_idx").on("events").column("starts_at").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("events").execute();
}
