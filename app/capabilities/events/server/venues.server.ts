/**
 * Saved venues (issue 11): created on /admin/venues or inline from the event
 * form, edited in one place (every event there follows), deleted with their
 * events keeping no venue. Each change is audited here, once.
 */
import { type Actor, audit } from "~/core/audit/audit.server.ts";
import { AppError } from "~/core/errors.ts";
import { studioTranslatorFor } from "~/core/i18n/studio.server.ts";
import { env } from "~/core/env.server.ts";
import { type MapClientConfig, mapClientConfig } from "~/capabilities/location/index.ts";
import { placeFinderGeocoder } from "~/capabilities/location/index.server.ts";

/** A studio translator's `t`. */
type StudioT = (key: string, values?: Record<string, string | number>) => string;
const english: StudioT = (key, values) => studioTranslatorFor("en").t(key, values);
import type { VenueInput } from "~/capabilities/events/lib/venue-schema.ts";
import type { VenueChoice } from "~/capabilities/events/schemas.ts";
import { townOf } from "~/capabilities/events/lib/views.ts";
import {
  type Venue,
  eventCounts,
  findVenue,
  insertVenue,
  listVenues,
  removeVenue,
  touchEventsAt,
  writeVenue,
} from "./data/venues.server.ts";

export type { Venue };

const GONE = "This venue no longer exists.";

/** A venue for the picker: its name, and its town to tell two of the same name apart. */
export interface VenueOption {
  id: string;
  label: string;
}

export async function venueOptions(): Promise<VenueOption[]> {
  const list = await listVenues();
  const names = new Map<string, number>();
  for (const v of list) names.set(v.name.toLowerCase(), (names.get(v.name.toLowerCase()) ?? 0) + 1);
  return list.map((v) => {
    const town = townOf(v.address);
    const clash = (names.get(v.name.toLowerCase()) ?? 0) > 1;
    return { id: v.id, label: town && (clash || !v.name.includes(town)) ? `${v.name} (${town})` : v.name };
  });
}

export interface StudioVenue extends Venue {
  town: string;
  events: number;
}

export async function studioVenues(): Promise<StudioVenue[]> {
  const [list, counts] = await Promise.all([listVenues(), eventCounts()]);
  return list.map((v) => ({ ...v, town: townOf(v.address), events: counts.get(v.id) ?? 0 }));
}

export async function getVenue(id: string): Promise<(Venue & { events: number }) | null> {
  const v = await findVenue(id);
  return v ? { ...v, events: (await eventCounts()).get(id) ?? 0 } : null;
}

export async function createVenue(actor: Actor | null, input: VenueInput): Promise<Venue> {
  const v = await insertVenue(input);
  await audit(actor, "venue.create", "venue", v.id, { name: v.name });
  return v;
}

/** Saves the venue; every event there shows the change (their feeds' SEQUENCE goes up). */
export async function updateVenue(actor: Actor | null, id: string, input: VenueInput): Promise<Venue> {
  const before = await findVenue(id);
  if (!before) throw new AppError("not_found", { message: GONE });
  await writeVenue(id, input);
  const events = await touchEventsAt(id);
  await audit(actor, "venue.update", "venue", id, {
    name: input.name,
    ...(before.name !== input.name ? { renamed: [before.name, input.name] } : {}),
    events,
  });
  return (await findVenue(id))!;
}

/** Deletes the venue; its events stay, with no venue. Returns what it was and how many events it had. */
export async function deleteVenue(actor: Actor | null, id: string): Promise<{ venue: Venue; events: number }> {
  const before = await getVenue(id);
  if (!before) throw new AppError("not_found", { message: GONE });
  await touchEventsAt(id);
  await removeVenue(id);
  await audit(actor, "venue.delete", "venue", id, { name: before.name, events: before.events });
  return { venue: before, events: before.events };
}

/**
 * The venue an event form chose, as an id: a saved one (which must exist), a
 * new one (created and audited now), or none. `created` is set when a new
 * venue was made, so a save that fails afterwards can take it back.
 */
/** `t`: the acting user's studio translator's, for the message under the picker (English without it). */
export async function resolveVenue(
  actor: Actor | null,
  choice: VenueChoice,
  t: StudioT = english,
): Promise<{ id: string | null; created?: string }> {
  if (!choice) return { id: null };
  if ("id" in choice) {
    if (!(await findVenue(choice.id)))
      throw new AppError("invalid", { field: "venue_id", message: t("events.studio.errors.venue.unknown") });
    return { id: choice.id };
  }
  const v = await createVenue(actor, choice.create);
  return { id: v.id, created: v.id };
}

/** Takes back a venue made by a save that then failed (nothing half-saved, SPEC §8). */
export async function forgetNewVenue(id: string): Promise<void> {
  await removeVenue(id);
}

/** What the venue picker and the venue fields need: the saved venues, the map's settings, the address search (or null when off). */
export async function venueFormData(): Promise<{
  options: VenueOption[];
  map: MapClientConfig;
  geocoder: { host: string } | null;
}> {
  return { options: await venueOptions(), map: mapClientConfig(env()), geocoder: placeFinderGeocoder() };
}
