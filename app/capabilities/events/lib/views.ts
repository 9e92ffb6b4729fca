/**
 * What pages show about an occurrence, formatted once on the server (so the
 * server's and the browser's Intl data can never disagree during hydration).
 */
import { datePart } from "~/core/dates/civil.ts";
import { DEFAULT_LOCALE, formatCivilDate, formatTime, formatWhen, zoneLabel } from "~/core/dates/format.ts";
import { isoWithOffset } from "~/core/dates/zoned.ts";
import { parsePostalAddress } from "~/capabilities/location/index.ts";
import { listingDate } from "./listing.ts";
import { type EventStatus, type EventTiming, STATUS_LABELS, atOccurrence, effectiveEndMs } from "./model.ts";
import {
  type TicketLink,
  type TicketSummary,
  type TicketsView,
  linksForDate,
  ticketSummary,
  ticketsView,
} from "./tickets.ts";
import { ENGLISH_TICKET_WORDS, type TicketWords } from "./messages.ts";
import type { Occurrence } from "./recurrence.ts";
import type { SeriesNote } from "./series.ts";
import type { LeanImageView } from "~/capabilities/media/index.ts";

/** The record fields views need (a subset of the server's EventRecord). */
export interface EventLike extends EventTiming {
  id: string;
  slug: string;
  title: string;
  status: EventStatus;
  previousStartsAt: string | null;
  venueName: string;
  venueAddress: string;
  tickets: TicketLink[];
  nightBefore: boolean;
}

export interface OccurrenceView {
  eventId: string;
  key: string;
  path: string;
  title: string;
  status: EventStatus;
  statusLabel: string;
  rescheduled: boolean;
  allDay: boolean;
  tz: string;
  startMs: number;
  /** ISO 8601 with offset, for <time datetime>. */
  startIso: string;
  endIso: string | null;
  /** The date it is listed under ("night before" applied). */
  listingDate: string;
  dateLabel: string;
  /** "20:00 CET", or "All day". */
  timeLabel: string;
  /** True when a set after midnight is listed on the night before. */
  lateNight: boolean;
  whenText: string;
  venueName: string;
  town: string;
  /** This date's ticket links in their state at the time of rendering (lib/tickets.ts). */
  tickets: TicketsView;
  recurring: boolean;
}

/** What a list row shows: the view without the fields only the event page uses (smaller pages). */
export type ListItem = Pick<
  OccurrenceView,
  | "eventId"
  | "key"
  | "path"
  | "title"
  | "status"
  | "rescheduled"
  | "allDay"
  | "startIso"
  | "listingDate"
  | "dateLabel"
  | "timeLabel"
  | "lateNight"
  | "venueName"
  | "town"
> & {
  /** The row's one call to action (a button, "On sale Fri 10:00", "Tickets at the door"), or null. */
  ticket: TicketSummary | null;
  /** Set when the row stands for a whole recurring series (lib/series.ts). */
  series?: SeriesNote;
  /** The event's picture (a series': every date's), small, for lists that show pictures (issue 34). */
  picture?: LeanImageView;
};

const withFor = (t: TicketSummary | null, title: string, date: string, words: TicketWords): TicketSummary | null =>
  t?.href ? { ...t, forDate: words.forDate(title, date) } : t;

/** A list's row of an occurrence; `words`: the page's words for its ticket line (lib/messages.ts ticketWords). */
export function toListItem(v: OccurrenceView, words: TicketWords = ENGLISH_TICKET_WORDS): ListItem {
  const {
    eventId,
    key,
    path,
    title,
    status,
    rescheduled,
    allDay,
    startIso,
    listingDate,
    dateLabel,
    timeLabel,
    lateNight,
    venueName,
    town,
    tickets,
  } = v;
  return {
    eventId,
    key,
    path,
    title,
    status,
    rescheduled,
    allDay,
    startIso,
    listingDate,
    dateLabel,
    timeLabel,
    lateNight,
    venueName,
    town,
    ticket: withFor(ticketSummary(tickets, words), title, dateLabel, words),
  };
}

/** The page of an occurrence: the event's own page, or /events/:slug/:date for a recurring one. */
export function occurrencePath(e: Pick<EventLike, "slug" | "rule">, key: string): string {
  return e.rule ? `/events/${e.slug}/${key}` : `/events/${e.slug}`;
}

/** "Venue, street, town" on one line, without repeating a venue name the address starts with. */
export function placeLine(venueName: string, address: string): string {
  const lines = address
    .split(/\r?\n|,/)
    .map((l) => l.trim())
    .filter(Boolean);
  const name = venueName.trim();
  return [name, ...lines.filter((l, i) => !(i === 0 && l.toLowerCase() === name.toLowerCase()))]
    .filter(Boolean)
    .join(", ");
}

export function townOf(address: string): string {
  return parsePostalAddress(address).addressLocality ?? "";
}

/** `nowMs` decides the tickets' state (injected by tests; the server's clock otherwise); `words`: the page's words for ticket lines. */
export function occurrenceView(
  event: EventLike,
  o: Occurrence,
  nowMs: number = Date.now(),
  locale = DEFAULT_LOCALE,
  words: TicketWords = ENGLISH_TICKET_WORDS,
): OccurrenceView {
  // A date called off on its own shows as cancelled: its badge, no tickets.
  const e = atOccurrence(event, o);
  const listed = e.allDay ? datePart(o.start) : listingDate(o.start, e.nightBefore);
  const lateNight = listed !== datePart(o.start);
  return {
    eventId: e.id,
    key: o.key,
    path: occurrencePath(e, o.key),
    title: e.title,
    status: e.status,
    statusLabel: STATUS_LABELS[e.status],
    // A date of a series is rescheduled when it was moved (the page says "Moved from …"); a single event
    // when its start moved after publishing. A series whose first date moved hasn't moved every date.
    rescheduled: e.status !== "cancelled" && (e.rule ? o.moved : e.previousStartsAt !== null),
    allDay: e.allDay,
    tz: e.tz,
    startMs: o.startMs,
    startIso: e.allDay ? datePart(o.start) : isoWithOffset(o.startMs, e.tz),
    endIso: o.endMs === null ? null : e.allDay ? datePart(o.end!) : isoWithOffset(o.endMs, e.tz),
    listingDate: listed,
    dateLabel: formatCivilDate(listed, "short", locale),
    timeLabel: e.allDay ? "All day" : `${formatTime(o.startMs, e.tz, locale)} ${zoneLabel(o.startMs, e.tz, locale)}`,
    lateNight,
    whenText: formatWhen({ start: o.startMs, end: o.endMs, tz: e.tz, allDay: e.allDay }, locale),
    venueName: e.venueName,
    town: townOf(e.venueAddress),
    // Buttons go through /go/ticket/<id>-<link> (core/routes/go.ts): a 302 to the ticket URL, counted by Insights; a plain link all the same.
    tickets: ticketsView(
      linksForDate(e.tickets, o.key),
      { eventId: e.id, status: e.status, tz: e.tz, endMs: effectiveEndMs(o, e) },
      nowMs,
      locale,
      words,
    ),
    recurring: e.rule !== null,
  };
}
