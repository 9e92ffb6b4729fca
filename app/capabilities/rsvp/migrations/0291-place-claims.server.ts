/**
 * Places a date gives to something other than a reply (issue 29): a ticket
 * checkout's hold (with an end) or a sold order (without). They count against
 * the date's places like confirmed replies, decided under the same per-date
 * lock (ADR 1300, ADR 2900), so RSVPs and tickets share one counter.
 */
import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("rsvp_claims")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("event_id", "text", (c) => c.notNull().references("events.id").onDelete("cascade"))
    .addColumn("date", "text", (c) => c.notNull())
    .addColumn("places", "integer", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull())
    // ISO instant the hold ends; null: held for good (sold).
    .addColumn("expires_at", "text")
    .execute();
  await db.schema.createIndex("rsvp_claims_date_idx").on("rsvp_claims").columns(["event_id", "date"]).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("rsvp_claims").ifExists().execute();
}
