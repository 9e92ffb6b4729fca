/**
 * An export made before saved venues (issue 11) has the venue in each event's
 * row and no `venues` table. Its import turns them into venues exactly as the
 * migration does (lib/legacy-venue.ts), so an old backup restores without
 * losing a venue. Exports that already have venues pass through untouched.
 */
import { newId } from "~/core/db/ids.server.ts";
import { venuesFromLegacy } from "~/capabilities/events/lib/legacy-venue.ts";

export function upgradeLegacyVenues(tables: Record<string, Record<string, unknown>[]>): void {
  const events = tables.events;
  if (!events || Object.hasOwn(tables, "venues")) return;
  if (!events.some((e) => "venue_name" in e || "venue_address" in e || "latitude" in e)) return;
  const { venues, venueIds } = venuesFromLegacy(events, newId, new Date().toISOString());
  tables.venues = venues as unknown as Record<string, unknown>[];
  events.forEach((e, i) => {
    e.venue_id = venueIds[i] ?? null;
  });
}
