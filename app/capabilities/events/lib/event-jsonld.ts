/**
 * schema.org JSON-LD for events (event pages and the /events list), in the
 * shape Google's event rich results read: dates with offsets, eventStatus and
 * previousStartDate, a Place with PostalAddress and GeoCoordinates, offers,
 * performer and organizer.
 *
 * The event type follows the act type in the settings (docs/decisions/0105-event-structured-data.md):
 * MusicGroup → MusicEvent, TheaterGroup → TheaterEvent, DanceGroup →
 * DanceEvent, PerformingGroup (comedy troupes, cabaret, circus) →
 * ComedyEvent, anything else → Event.
 */
import { datePart } from "~/core/dates/civil.ts";
import { isoWithOffset, utcToLocal } from "~/core/dates/zoned.ts";
import { parsePostalAddress } from "~/capabilities/location/index.ts";
import { jsonLdString } from "~/core/seo/meta.ts";
import { type LineupJsonLdInput, lineupJsonLd } from "./lineup-jsonld.ts";

// Read from price text on its own module: the tickets migration uses it without this file's imports.
export { parsePrice } from "./price-text.ts";

export type EventStatus = "scheduled" | "postponed" | "cancelled" | "sold_out";

type Json = Record<string, unknown>;

export interface EventJsonLdInput {
  name: string;
  /** The page's language ("es"): schema.org's inLanguage (issue 15). */
  inLanguage?: string;
  /** Plain text. */
  description?: string | null;
  /** Absolute URL of the event (or occurrence) page. */
  url: string;
  /** Absolute image URLs. */
  images?: readonly string[];
  startMs: number;
  endMs: number | null;
  tz: string;
  allDay: boolean;
  status: EventStatus;
  /** Set when a published event's start was moved (rescheduled). */
  previousStartMs?: number | null;
  /** The event's saved venue (issue 11); its website becomes the Place's url. */
  venue: {
    name?: string | null;
    address?: string | null;
    latitude?: number | null;
    longitude?: number | null;
    website?: string | null;
  };
  /** The date's ticket offers (lib/ticket-offers.ts), worked out with the clock. */
  offers?: Json | Json[];
  act: { type: string; name: string; url: string };
  /** The date's line-up and running order (issue 32 §1): performers, doorTime and one subEvent per set. */
  lineup?: LineupJsonLdInput;
}

const EVENT_TYPES: Record<string, string> = {
  MusicGroup: "MusicEvent",
  TheaterGroup: "TheaterEvent",
  DanceGroup: "DanceEvent",
  PerformingGroup: "ComedyEvent",
};

export function eventType(actType: string): string {
  return EVENT_TYPES[actType] ?? "Event";
}

const PERFORMER_TYPES = new Set([
  "MusicGroup",
  "PerformingGroup",
  "TheaterGroup",
  "DanceGroup",
  "Person",
  "Organization",
  "LocalBusiness",
]);

export function schemaEventStatus(status: EventStatus, rescheduled: boolean): string {
  if (status === "cancelled") return "https://schema.org/EventCancelled";
  if (status === "postponed") return "https://schema.org/EventPostponed";
  return rescheduled ? "https://schema.org/EventRescheduled" : "https://schema.org/EventScheduled";
}

function compact(obj: Json): Json {
  return Object.fromEntries(
    Object.entries(obj).filter(
      ([, v]) => v !== undefined && v !== null && v !== "" && !(Array.isArray(v) && v.length === 0),
    ),
  );
}

function httpUrl(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const u = new URL(value);
    return u.protocol === "https:" || u.protocol === "http:" ? u.href : undefined;
  } catch {
    return undefined;
  }
}

function when(ms: number, tz: string, allDay: boolean): string {
  return allDay ? datePart(utcToLocal(ms, tz)) : isoWithOffset(ms, tz);
}

function place(venue: EventJsonLdInput["venue"]): Json | undefined {
  const address = parsePostalAddress(venue.address);
  const hasGeo = typeof venue.latitude === "number" && typeof venue.longitude === "number";
  const p = compact({
    "@type": "Place",
    name: venue.name?.trim() || undefined,
    address: Object.keys(address).length ? { "@type": "PostalAddress", ...address } : undefined,
    geo: hasGeo ? { "@type": "GeoCoordinates", latitude: venue.latitude, longitude: venue.longitude } : undefined,
  });
  if (Object.keys(p).length <= 1) return undefined;
  const url = httpUrl(venue.website);
  return url ? { ...p, url } : p;
}

/** One Event object (with @context unless `nested`). */
export function eventJsonLd(e: EventJsonLdInput, nested = false): Json {
  const rescheduled = typeof e.previousStartMs === "number" && e.previousStartMs !== e.startMs;
  const actType = PERFORMER_TYPES.has(e.act.type) ? e.act.type : "Organization";
  const act = compact({ "@type": actType, name: e.act.name, url: httpUrl(e.act.url) });
  const venue = place(e.venue);
  return compact({
    "@context": nested ? undefined : "https://schema.org",
    "@type": eventType(e.act.type),
    name: e.name,
    description: e.description?.trim().slice(0, 5000) || undefined,
    inLanguage: e.inLanguage,
    url: e.url,
    image: (e.images ?? []).map((i) => httpUrl(i)).filter(Boolean),
    startDate: when(e.startMs, e.tz, e.allDay),
    endDate: e.endMs !== null ? when(e.endMs, e.tz, e.allDay) : undefined,
    eventStatus: schemaEventStatus(e.status, rescheduled),
    previousStartDate: rescheduled ? when(e.previousStartMs!, e.tz, e.allDay) : undefined,
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: venue,
    offers: e.offers,
    performer: act,
    organizer: act,
    ...lineupJsonLd(e.lineup, { tz: e.tz, eventType: eventType(e.act.type), location: venue, url: e.url }),
  });
}

/**
 * The /events list: each listed date as a compact Event (name, dates, status,
 * place, URL) in one @graph. The full markup (offers, performer, geo…) is on
 * each event's own page, where search engines read event details; repeating
 * it here would double the list page's weight.
 */
export function eventListJsonLd(events: readonly EventJsonLdInput[]): Json {
  const KEEP = ["@type", "name", "url", "startDate", "endDate", "eventStatus", "eventAttendanceMode", "location"];
  return {
    "@context": "https://schema.org",
    "@graph": events.map((e) => {
      const full = eventJsonLd(e, true);
      const loc = full.location as Json | undefined;
      const compact = Object.fromEntries(Object.entries(full).filter(([k]) => KEEP.includes(k)));
      if (loc) compact.location = Object.fromEntries(Object.entries(loc).filter(([k]) => k !== "geo"));
      return compact;
    }),
  };
}

/** Script text, safe inside HTML. */
export const eventJsonLdScript = (value: Json) => jsonLdString(value);
