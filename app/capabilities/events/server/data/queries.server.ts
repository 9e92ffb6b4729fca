/**
 * Public questions about dates: what is upcoming, what is past, what falls
 * in a month, what goes in the feed. SQL picks candidate events by their
 * span (every occurrence lies inside it); occurrences are then expanded in
 * each event's own zone and filtered exactly.
 */
import { addDays } from "~/core/dates/civil.ts";
import { listingDays } from "~/capabilities/events/lib/listing.ts";
import { OPEN_ENDED_HORIZON_DAYS, effectiveEndMs, seriesOf } from "~/capabilities/events/lib/model.ts";
import { type Occurrence, expand, isOpenEnded, occurrenceByKey } from "~/capabilities/events/lib/recurrence.ts";
import { gridRange } from "~/capabilities/events/lib/month-grid.ts";
import { inEventRange } from "~/capabilities/events/lib/date-range.ts";
import { datePart } from "~/core/dates/civil.ts";
import { db } from "~/core/db/client.server.ts";
import { type EventRecord, eventsWithVenue, getEventBySlug, toRecord } from "./events.server.ts";
import { translated } from "~/core/i18n/content.server.ts";
import { translatedTickets } from "../ticket-translations.server.ts";

const DAY = 86_400_000;

export interface EventOccurrence {
  event: EventRecord;
  occ: Occurrence;
}

/** Published events with any occurrence overlapping [fromMs, toMs). */
async function candidates(fromMs: number, toMs: number): Promise<EventRecord[]> {
  let q = eventsWithVenue().where("visibility", "=", "published");
  if (Number.isFinite(toMs)) q = q.where("span_start_at", "<", new Date(toMs).toISOString());
  if (Number.isFinite(fromMs)) {
    const from = new Date(fromMs).toISOString();
    q = q.where((eb) => eb.or([eb("span_end_at", "is", null), eb("span_end_at", ">=", from)]));
  }
  // On a page of another language of the site (`/es/…`), titles, descriptions and ticket notes in it where translated (issue 15, L2).
  return translatedTickets(
    await translated("event", (await q.orderBy("starts_at").execute()).map(toRecord), (e) => e.id),
  );
}

/** Open-ended rules stop at the horizon; everything else is expanded in full. */
function horizonFor(e: EventRecord, nowMs: number, toMs: number): number {
  return isOpenEnded(e.rule) ? Math.min(toMs, nowMs + OPEN_ENDED_HORIZON_DAYS * DAY) : toMs;
}

function occurrencesOf(events: EventRecord[], fromMs: number, toMs: number, nowMs: number): EventOccurrence[] {
  const out: EventOccurrence[] = [];
  for (const event of events) {
    for (const occ of expand(seriesOf(event), fromMs, horizonFor(event, nowMs, toMs))) out.push({ event, occ });
  }
  return out.sort((a, b) => a.occ.startMs - b.occ.startMs || a.event.title.localeCompare(b.event.title));
}

const endOf = (x: EventOccurrence) => effectiveEndMs(x.occ, x.event);

/**
 * Occurrences not yet over (happening now included), soonest first; all of
 * them unless `limit` says otherwise (every one is expanded either way, so a
 * cap saves nothing and only hid dates from /events).
 */
export async function upcomingOccurrences(nowMs = Date.now(), limit = Infinity): Promise<EventOccurrence[]> {
  // An occurrence still running started at most 31 days (the longest event) ago.
  const from = nowMs - 32 * DAY;
  const all = occurrencesOf(await candidates(from, Infinity), from, Infinity, nowMs);
  return all.filter((x) => endOf(x) >= nowMs).slice(0, limit);
}

/** Occurrences that are over, newest first, a page at a time. */
export async function pastOccurrences(
  nowMs = Date.now(),
  page = 1,
  pageSize = 20,
): Promise<{ items: EventOccurrence[]; total: number }> {
  const all = occurrencesOf(await candidates(-Infinity, nowMs), -Infinity, nowMs, nowMs)
    .filter((x) => endOf(x) < nowMs)
    .reverse();
  const start = (Math.max(1, page) - 1) * pageSize;
  return { items: all.slice(start, start + pageSize), total: all.length };
}

/**
 * Occurrences on any of the dates a month grid shows (neighbouring days
 * included), by their local dates in their own zone, "night before" applied;
 * a multi-day event counts on each of its days (`listingDays`).
 */
export async function monthOccurrences(
  year: number,
  month: number,
  nowMs = Date.now(),
  firstDay = 1,
): Promise<EventOccurrence[]> {
  const { firstDate, lastDate } = gridRange(year, month, firstDay);
  // Zones run from UTC−12 to UTC+14 and a late set may move back a day: widen by two days each side.
  const from = Date.parse(`${addDays(firstDate, -2)}T00:00:00Z`);
  const to = Date.parse(`${addDays(lastDate, 3)}T00:00:00Z`);
  return occurrencesOf(await candidates(from, to), from, to, Math.max(nowMs, to)).filter((x) => {
    const days = listingDays(x.occ, x.event.allDay, x.event.nightBefore);
    return days[0]! <= lastDate && days.at(-1)! >= firstDate;
  });
}

/** SPEC §10: the feed covers the past 90 days and everything ahead (open-ended rules to the horizon). */
export const FEED_PAST_DAYS = 90;

export async function feedOccurrences(nowMs = Date.now()): Promise<EventOccurrence[]> {
  const from = nowMs - FEED_PAST_DAYS * DAY;
  return occurrencesOf(await candidates(from, Infinity), from, Infinity, nowMs);
}

/** One event's occurrences for its own feed: the same window as the main feed. */
export function eventFeedOccurrences(event: EventRecord, nowMs = Date.now()): EventOccurrence[] {
  const from = nowMs - FEED_PAST_DAYS * DAY;
  return occurrencesOf([event], from, Infinity, nowMs);
}

/** The next occurrences of one event (for its page), after `nowMs`, at most `limit`. */
export function nextOccurrencesOf(event: EventRecord, nowMs = Date.now(), limit = 12): Occurrence[] {
  const from = nowMs - 32 * DAY;
  return occurrencesOf([event], from, Infinity, nowMs)
    .filter((x) => endOf(x) >= nowMs)
    .slice(0, limit)
    .map((x) => x.occ);
}

/**
 * The occurrence a page shows: the given key, or the next one (else the last
 * one) for a series page. A key outside the years events may have is none.
 */
export function pickOccurrence(event: EventRecord, key: string | null, nowMs = Date.now()): Occurrence | null {
  const series = seriesOf(event);
  if (key) return inEventRange(key) ? occurrenceByKey(series, key) : null;
  if (!event.rule) return occurrenceByKey(series, datePart(event.startLocal));
  const next = nextOccurrencesOf(event, nowMs, 1)[0];
  if (next) return next;
  const past = expand(series, -Infinity, horizonFor(event, nowMs, nowMs));
  return past.at(-1) ?? null;
}

/**
 * A cheap fingerprint of everything public about events: it changes whenever
 * an event is published, edited, unpublished, deleted or added.
 */
export async function publishedVersion(): Promise<string> {
  const r = await db()
    .selectFrom("events")
    .select((eb) => [eb.fn.countAll<number>().as("n"), eb.fn.max("updated_at").as("last")])
    .where("visibility", "=", "published")
    .executeTakeFirst();
  return `${Number(r?.n ?? 0)}|${r?.last ?? ""}`;
}

/**
 * The first and last months ("YYYY-MM", UTC) that published dates fall in
 * (`last` over the series that end), and whether an open-ended series goes on.
 */
export async function publishedMonthSpan(): Promise<{ first: string | null; last: string | null; openEnded: boolean }> {
  const [span, open] = await Promise.all([
    db()
      .selectFrom("events")
      .select((eb) => [eb.fn.min("span_start_at").as("first"), eb.fn.max("span_end_at").as("last")])
      .where("visibility", "=", "published")
      .executeTakeFirst(),
    db()
      .selectFrom("events")
      .select("id")
      .where("visibility", "=", "published")
      .where("span_end_at", "is", null)
      .executeTakeFirst(),
  ]);
  const month = (iso: string | null | undefined) => (iso ? String(iso).slice(0, 7) : null);
  return { first: month(span?.first), last: month(span?.last), openEnded: !!open };
}

/** Published events for the sitemap: the series page of each. */
export async function publishedEventPages(): Promise<{ slug: string; updatedAt: string; recurring: boolean }[]> {
  const rows = await db()
    .selectFrom("events")
    .select(["slug", "updated_at", "recurrence"])
    .where("visibility", "=", "published")
    .orderBy("starts_at")
    .execute();
  return rows.map((r) => ({ slug: r.slug, updatedAt: r.updated_at, recurring: r.recurrence !== null }));
}

/** A published-or-not event by its slug, as the request's language shows it (its translation where there is one). */
export async function translatedEventBySlug(slug: string): Promise<EventRecord | null> {
  const e = await getEventBySlug(slug);
  return e ? (await translatedTickets(await translated("event", [e], (x) => x.id)))[0]! : null;
}
