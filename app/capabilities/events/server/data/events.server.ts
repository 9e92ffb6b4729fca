/**
 * The events entity, read side: rows into records, one event by id or slug,
 * slugs in use, and the studio's lists. Writes are in changes.server.ts; the
 * services (server/events.server.ts) audit them.
 */
import { type Selectable, sql } from "kysely";
import type { EventDetails, EventStatus, Visibility } from "~/capabilities/events/lib/model.ts";
import { withSuffix } from "~/core/text/slug.ts";
import { RESERVED_EVENT_SLUGS } from "~/capabilities/events/lib/list-urls.ts";
import { parseStoredRule } from "~/capabilities/events/schemas.ts";
import { parseStoredTickets } from "~/capabilities/events/lib/ticket-rows.ts";
import { db } from "~/core/db/client.server.ts";
import type { EventsTable } from "./tables.server.ts";

export type EventRow = Selectable<EventsTable>;

/** An event row with its saved venue's fields (empty when it has none). */
export type EventWithVenueRow = EventRow & {
  venue_name: string | null;
  venue_address: string | null;
  venue_latitude: number | null;
  venue_longitude: number | null;
  venue_website: string | null;
};

/**
 * Events with their venue (issue 11: events reference a saved venue, edited in
 * one place). Columns both tables have are qualified ("events.id").
 */
export function eventsWithVenue() {
  return db()
    .selectFrom("events")
    .leftJoin("venues", "venues.id", "events.venue_id")
    .selectAll("events")
    .select([
      "venues.name as venue_name",
      "venues.address as venue_address",
      "venues.latitude as venue_latitude",
      "venues.longitude as venue_longitude",
      "venues.website as venue_website",
    ]);
}

export interface EventRecord extends EventDetails {
  id: string;
  venueId: string | null;
  venueWebsite: string;
  startsAt: string;
  endsAt: string | null;
  status: EventStatus;
  visibility: Visibility;
  imageUploadId: string | null;
  previousStartsAt: string | null;
  sequence: number;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export function toRecord(r: EventWithVenueRow): EventRecord {
  const pinned = r.venue_latitude !== null && r.venue_longitude !== null;
  return {
    id: r.id,
    venueId: r.venue_id,
    venueWebsite: r.venue_website ?? "",
    slug: r.slug,
    title: r.title,
    description: r.description,
    startLocal: r.start_local,
    endLocal: r.end_local,
    startsAt: r.starts_at,
    endsAt: r.ends_at,
    allDay: r.all_day === 1,
    tz: r.time_zone,
    venueName: r.venue_name ?? "",
    venueAddress: r.venue_address ?? "",
    latitude: pinned ? Number(r.venue_latitude) : null,
    longitude: pinned ? Number(r.venue_longitude) : null,
    tickets: parseStoredTickets(r.tickets),
    status: r.status,
    visibility: r.visibility,
    imageUploadId: r.image_upload_id,
    previousStartsAt: r.previous_starts_at,
    rule: parseStoredRule(r.recurrence),
    nightBefore: r.night_before === 1,
    sequence: Number(r.sequence),
    publishedAt: r.published_at,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

export async function getEvent(id: string): Promise<EventRecord | null> {
  const row = await eventsWithVenue().where("events.id", "=", id).executeTakeFirst();
  return row ? toRecord(row) : null;
}

export async function getEventBySlug(slug: string): Promise<EventRecord | null> {
  const row = await eventsWithVenue().where("events.slug", "=", slug).executeTakeFirst();
  return row ? toRecord(row) : null;
}

/** The first free slug among base, base-2, base-3 … (ignoring the event itself). */
export async function uniqueSlug(base: string, exceptId?: string): Promise<string> {
  const root = base || "event";
  const like = `${root.slice(0, 70)}%`;
  let q = db().selectFrom("events").select("slug").where("slug", "like", like);
  if (exceptId) q = q.where("id", "!=", exceptId);
  // The list's own path segments (/events/month, /events/page/2) are never an event's.
  const taken = new Set([...(await q.execute()).map((r) => r.slug), ...RESERVED_EVENT_SLUGS]);
  for (let n = 1; ; n++) {
    const candidate = withSuffix(root, n);
    if (!taken.has(candidate)) return candidate;
  }
}

export async function isSlugTaken(slug: string, exceptId?: string): Promise<boolean> {
  let q = db().selectFrom("events").select("id").where("slug", "=", slug);
  if (exceptId) q = q.where("id", "!=", exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

export type AdminTab = "upcoming" | "past" | "drafts";

/** The studio list: series, not occurrences. Upcoming and past are published events, split by the clock. */
export async function listAdminEvents(
  tab: AdminTab,
  q: string,
  nowMs = Date.now(),
  limit = 200,
): Promise<EventRecord[]> {
  const now = new Date(nowMs).toISOString();
  let query = eventsWithVenue();
  if (tab === "drafts") query = query.where("visibility", "=", "draft").orderBy("events.updated_at", "desc");
  else {
    query = query.where("visibility", "=", "published");
    query =
      tab === "upcoming"
        ? query
            .where((eb) => eb.or([eb("span_end_at", "is", null), eb("span_end_at", ">=", now)]))
            .orderBy("starts_at", "asc")
        : query.where("span_end_at", "<", now).orderBy("starts_at", "desc");
  }
  const term = q.trim().toLowerCase();
  if (term) {
    // lower() + like is case-insensitive on both databases; % and _ in the term are matched literally.
    const escaped = term.replace(/[\\%_]/g, (c) => `\\${c}`);
    query = query.where(sql<boolean>`lower(events.title) like ${`%${escaped}%`} escape '\\'`);
  }
  return (await query.limit(limit).execute()).map(toRecord);
}

export async function countEvents(visibility?: Visibility): Promise<number> {
  let q = db()
    .selectFrom("events")
    .select((eb) => eb.fn.countAll<number>().as("n"));
  if (visibility) q = q.where("visibility", "=", visibility);
  const r = await q.executeTakeFirst();
  return Number(r?.n ?? 0);
}

/** The stored recurrence JSON as it is (for a compare-and-set of the rule); undefined when there is no such event. */
export async function storedRecurrence(id: string): Promise<string | null | undefined> {
  const r = await db().selectFrom("events").select("recurrence").where("id", "=", id).executeTakeFirst();
  return r?.recurrence;
}
