/**
 * Saved venues (issue 11): a venue is entered once and events point at it, so
 * an address or a pin is corrected in one place. Existing events' venue fields
 * become venues here, without loss (lib/legacy-venue.ts: one venue per
 * distinct name, address and pin); the events' own columns then go.
 */
import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { colTypes } from "~/core/db/dialect.server.ts";
import { type LegacyPlace, venuesFromLegacy } from "~/capabilities/events/lib/legacy-venue.ts";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const t = colTypes(db);
  await db.schema
    .createTable("venues")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("address", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("latitude", t.float)
    .addColumn("longitude", t.float)
    .addColumn("website", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .alterTable("events")
    .addColumn("venue_id", "text", (c) => c.references("venues.id").onDelete("set null"))
    .execute();
  await db.schema.createIndex("events_venue_idx").on("events").column("venue_id").execute();

  const rows = (await db
    .selectFrom("events")
    .select(["id", "venue_name", "venue_address", "latitude", "longitude"])
    .execute()) as (LegacyPlace & { id: string })[];
  const { venues, venueIds } = venuesFromLegacy(
    rows,
    () => randomBytes(12).toString("base64url"),
    new Date().toISOString(),
  );
  for (const v of venues) await db.insertInto("venues").values(v).execute();
  for (const [i, r] of rows.entries()) {
    if (venueIds[i]) await db.updateTable("events").set({ venue_id: venueIds[i] }).where("id", "=", r.id).execute();
  }
  for (const column of ["venue_name", "venue_address", "latitude", "longitude"]) {
    await db.schema.alterTable("events").dropColumn(column).execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  const t = colTypes(db);
  await db.schema
    .alterTable("events")
    .addColumn("venue_name", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema
    .alterTable("events")
    .addColumn("venue_address", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema.alterTable("events").addColumn("latitude", t.float).execute();
  await db.schema.alterTable("events").addColumn("longitude", t.float).execute();
  const venues = await db.selectFrom("venues").selectAll().execute();
  for (const v of venues) {
    await db
      .updateTable("events")
      .set({ venue_name: v.name, venue_address: v.address, latitude: v.latitude, longitude: v.longitude })
      .where("venue_id", "=", v.id)
      .execute();
  }
  await db.schema.dropIndex("events_venue_idx").execute();
  await db.schema.alterTable("events").dropColumn("venue_id").execute();
  await db.schema.dropTable("venues").execute();
}
