/**
 * Exports made by older versions, upgraded on import the way the migrations
 * upgraded the database, so an old backup restores without losing anything:
 *
 * - before saved venues (issue 11) the venue is in each event's row and there
 *   is no `venues` table: they become venues (lib/legacy-venue.ts);
 * - before ticket links (issue 13) an event has `ticket_url` and `price_text`:
 *   they become its `tickets` (lib/legacy-tickets.ts, as 0027-tickets does).
 *
 * Exports that already have both pass through untouched.
 */
import { randomBytes } from "node:crypto";
import { newId } from "~/core/db/ids.server.ts";
import { venuesFromLegacy } from "~/capabilities/events/lib/legacy-venue.ts";
import { ticketsFromLegacy } from "~/capabilities/events/lib/legacy-tickets.ts";

type Tables = Record<string, Record<string, unknown>[]>;

export function upgradeEventsBackup(tables: Tables): void {
  upgradeLegacyVenues(tables);
  upgradeLegacyTickets(tables);
}

export function upgradeLegacyVenues(tables: Tables): void {
  const events = tables.events;
  if (!events || Object.hasOwn(tables, "venues")) return;
  if (!events.some((e) => "venue_name" in e || "venue_address" in e || "latitude" in e)) return;
  const { venues, venueIds } = venuesFromLegacy(events, newId, new Date().toISOString());
  tables.venues = venues as unknown as Record<string, unknown>[];
  events.forEach((e, i) => {
    e.venue_id = venueIds[i] ?? null;
  });
}

export function upgradeLegacyTickets(tables: Tables): void {
  for (const e of tables.events ?? []) {
    if ("tickets" in e || !("ticket_url" in e || "price_text" in e)) continue;
    const links = ticketsFromLegacy(String(e.ticket_url ?? ""), String(e.price_text ?? ""), () =>
      randomBytes(6).toString("hex").slice(0, 8),
    );
    e.tickets = JSON.stringify(links);
    delete e.ticket_url;
    delete e.price_text;
  }
}
