/**
 * Saved venues (issue 11): SQL only. The service (server/venues.server.ts)
 * checks and audits; events point at a venue by `venue_id`.
 */
import type { Selectable } from "kysely";
import { db, nowIso } from "~/core/db/client.server.ts";
import { newId } from "~/core/db/ids.server.ts";
import type { VenueInput } from "~/capabilities/events/lib/venue-schema.ts";
import type { VenuesTable } from "./tables.server.ts";

export type VenueRow = Selectable<VenuesTable>;

export interface Venue extends VenueInput {
  id: string;
  createdAt: string;
  updatedAt: string;
}

const toVenue = (r: VenueRow): Venue => ({
  id: r.id,
  name: r.name,
  address: r.address,
  website: r.website,
  latitude: r.latitude === null ? null : Number(r.latitude),
  longitude: r.longitude === null ? null : Number(r.longitude),
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

const columns = (v: VenueInput) => ({
  name: v.name,
  address: v.address,
  website: v.website,
  latitude: v.latitude,
  longitude: v.longitude,
});

/** Every venue, by name (case-insensitively on both databases). */
export async function listVenues(): Promise<Venue[]> {
  const rows = await db().selectFrom("venues").selectAll().execute();
  return rows
    .map(toVenue)
    .sort((a, b) => a.name.localeCompare(b.name, "en", { sensitivity: "base" }) || a.address.localeCompare(b.address));
}

export async function findVenue(id: string): Promise<Venue | null> {
  const r = await db().selectFrom("venues").selectAll().where("id", "=", id).executeTakeFirst();
  return r ? toVenue(r) : null;
}

export async function insertVenue(v: VenueInput): Promise<Venue> {
  const now = nowIso();
  const row: VenueRow = { id: newId(), ...columns(v), created_at: now, updated_at: now };
  await db().insertInto("venues").values(row).execute();
  return toVenue(row);
}

export async function writeVenue(id: string, v: VenueInput): Promise<void> {
  await db()
    .updateTable("venues")
    .set({ ...columns(v), updated_at: nowIso() })
    .where("id", "=", id)
    .execute();
}

export async function removeVenue(id: string): Promise<void> {
  await db().deleteFrom("venues").where("id", "=", id).execute();
}

/** How many events (drafts included) take place at each venue. */
export async function eventCounts(): Promise<Map<string, number>> {
  const rows = await db()
    .selectFrom("events")
    .select((eb) => ["venue_id", eb.fn.countAll<number>().as("n")])
    .where("venue_id", "is not", null)
    .groupBy("venue_id")
    .execute();
  return new Map(rows.map((r) => [r.venue_id!, Number(r.n)]));
}

/**
 * A venue's events changed: raise their iCalendar SEQUENCE and updated_at, so
 * feeds, the page cache and the public lists see the new place.
 */
export async function touchEventsAt(venueId: string): Promise<number> {
  const r = await db()
    .updateTable("events")
    .set((eb) => ({ sequence: eb("sequence", "+", 1), updated_at: nowIso() }))
    .where("venue_id", "=", venueId)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}
