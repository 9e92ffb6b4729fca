/**
 * Published dates as the fediverse capability announces them (issue 31, offered through
 * index.server.ts): each date of a published event with what an ActivityPub `Event` carries —
 * its page, times in the event's zone, the place with its address and coordinates, the picture,
 * the description and the first ticket link for the date. Drafts are never here.
 */
import { markdownToText, renderMarkdown } from "~/core/markdown.server.ts";
import { addDays, datePart } from "~/core/dates/civil.ts";
import { isoWithOffset, localToUtcMs } from "~/core/dates/zoned.ts";
import { imageViews } from "~/capabilities/media/index.server.ts";
import { linksForDate } from "~/capabilities/events/lib/tickets.ts";
import { occurrencePath } from "~/capabilities/events/lib/views.ts";
import type { EventStatus } from "~/capabilities/events/lib/model.ts";
import type { Occurrence } from "~/capabilities/events/lib/recurrence.ts";
import { type EventRecord, getEventBySlug } from "./data/events.server.ts";
import { pickOccurrence, upcomingOccurrences } from "./data/queries.server.ts";

export interface FederatedDate {
  eventId: string;
  /** The occurrence's key ("YYYY-MM-DD"). */
  date: string;
  /** The date's page: /events/:slug, or /events/:slug/:date for a date of a series. */
  path: string;
  title: string;
  descriptionHtml: string;
  descriptionText: string;
  startMs: number;
  endMs: number | null;
  /** With the zone's offset ("2026-06-12T20:00:00+02:00"); an all-day date runs from midnight to the midnight after its last day. */
  startIso: string;
  endIso: string | null;
  allDay: boolean;
  tz: string;
  status: EventStatus;
  /** Set when this date was moved from another start (rescheduled). */
  previousStartMs: number | null;
  venue: { name: string; address: string; latitude: number | null; longitude: number | null; website: string };
  /** The picture's largest WebP, as a path on this site, with its text alternative. */
  image: { path: string; alt: string; width: number; height: number } | null;
  /** The first ticket link with an address for this date (a shop, or the RSVP page). */
  ticketUrl: string | null;
  updatedAt: string;
  publishedAt: string | null;
}

async function toFederated(e: EventRecord, o: Occurrence): Promise<FederatedDate> {
  const images = await imageViews([e.imageUploadId]);
  const image = (e.imageUploadId && images.get(e.imageUploadId)) || null;
  const movedFrom = o.moved ? localToUtcMs(`${o.key}T${e.startLocal.slice(11)}`, e.tz) : null;
  const previous = movedFrom ?? (e.previousStartsAt && !e.rule ? Date.parse(e.previousStartsAt) : null);
  return {
    eventId: e.id,
    date: o.key,
    path: occurrencePath(e, o.key),
    title: e.title,
    descriptionHtml: renderMarkdown(e.description),
    descriptionText: markdownToText(e.description, 500),
    startMs: o.startMs,
    endMs: o.endMs,
    startIso: isoWithOffset(o.startMs, e.tz),
    endIso: e.allDay
      ? isoWithOffset(localToUtcMs(`${addDays(datePart(o.end ?? o.start), 1)}T00:00`, e.tz), e.tz)
      : o.endMs === null
        ? null
        : isoWithOffset(o.endMs, e.tz),
    allDay: e.allDay,
    tz: e.tz,
    status: e.status,
    previousStartMs: previous !== null && previous !== o.startMs ? previous : null,
    venue: {
      name: e.venueName,
      address: e.venueAddress,
      latitude: e.latitude,
      longitude: e.longitude,
      website: e.venueWebsite,
    },
    image: image
      ? {
          path: image.full,
          alt: image.alt,
          width: image.fullWidth,
          height: Math.round((image.height * image.fullWidth) / Math.max(1, image.width)),
        }
      : null,
    ticketUrl: linksForDate(e.tickets, o.key).find((l) => /^https?:\/\//.test(l.url))?.url ?? null,
    updatedAt: e.updatedAt,
    publishedAt: e.publishedAt,
  };
}

/**
 * The published dates to announce: every single event to come, however far ahead; of a series, its
 * dates within `horizonDays`, at most `perEvent` of them (a weekly series announces its next few, and
 * each later one as it comes near).
 */
export async function federatedDates(
  nowMs: number,
  opts: { horizonDays: number; perEvent: number },
): Promise<FederatedDate[]> {
  const until = nowMs + opts.horizonDays * 86_400_000;
  const count = new Map<string, number>();
  const out: FederatedDate[] = [];
  for (const { event, occ } of await upcomingOccurrences(nowMs)) {
    if (event.rule) {
      if (occ.startMs > until) continue;
      const n = count.get(event.id) ?? 0;
      if (n >= opts.perEvent) continue;
      count.set(event.id, n + 1);
    }
    out.push(await toFederated(event, occ));
  }
  return out;
}

/** One published date by its page's slug and date (null for a draft, an unknown date or a series without one). */
export async function federatedDate(slug: string, date: string | null, nowMs: number): Promise<FederatedDate | null> {
  const e = await getEventBySlug(slug);
  if (!e || e.visibility !== "published") return null;
  if (date !== null && !e.rule) return null;
  const o = pickOccurrence(e, date, nowMs);
  return o ? toFederated(e, o) : null;
}
