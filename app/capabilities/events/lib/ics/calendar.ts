/**
 * The iCalendar writer for /calendar.ics and /events/:slug/calendar.ics.
 * One VEVENT per occurrence (docs/decisions/0104-one-vevent-per-occurrence.md),
 * one VTIMEZONE per TZID used, CRLF line ends, 75-octet folding, and a size
 * guard that keeps the feed under Google's 1 MB limit by leaving out the
 * least useful events first (the oldest past ones, then the farthest ahead).
 */
import { addDays, datePart } from "~/core/dates/civil.ts";
import { localToUtcMs, utcToLocal } from "~/core/dates/zoned.ts";
import { CRLF, contentLine, dateValue, escapeText, localDateTime, octets, utcDateTime } from "./text.ts";
import { isUtcZone, vtimezone } from "./vtimezone.ts";

export type IcsStatus = "CONFIRMED" | "TENTATIVE" | "CANCELLED";

export interface IcsEvent {
  /** Globally unique and stable across edits: "<event id>[-<occurrence date>]@<host>". */
  uid: string;
  /** Raised on every change of the event. */
  sequence: number;
  startMs: number;
  /** Timed: the end instant. All-day: any instant on the last day (inclusive). Null: no end given. */
  endMs: number | null;
  tz: string;
  allDay: boolean;
  summary: string;
  description?: string;
  location?: string;
  geo?: { lat: number; lon: number } | null;
  url?: string;
  status: IcsStatus;
  createdMs?: number;
  lastModifiedMs: number;
}

export interface IcsCalendarInput {
  name: string;
  description?: string;
  /** The site's zone, as X-WR-TIMEZONE (a hint for clients showing floating times). */
  tz?: string;
  events: readonly IcsEvent[];
  /** DTSTAMP: when this calendar object was made. */
  stampMs: number;
  /** Used to rank events when the size guard must leave some out. */
  nowMs: number;
  maxBytes?: number;
}

export interface IcsResult {
  text: string;
  bytes: number;
  included: number;
  omitted: number;
}

export const PRODID = "-//Marquee//Marquee Events 1.0//EN";
/** Google Calendar refuses subscribed feeds over 1 MB; keep clear of it. */
export const MAX_FEED_BYTES = 1_000_000;

function dtProps(e: IcsEvent): string[] {
  if (e.allDay) {
    const first = datePart(utcToLocal(e.startMs, e.tz));
    const last = e.endMs === null ? first : datePart(utcToLocal(e.endMs, e.tz));
    // DTEND of an all-day event is exclusive: the day after the last day.
    const end = addDays(last < first ? first : last, 1);
    return [
      contentLine("DTSTART", dateValue(first), { VALUE: "DATE" }),
      contentLine("DTEND", dateValue(end), { VALUE: "DATE" }),
    ];
  }
  // Zoned instants are written as the normalised wall time, so a time typed
  // into a DST gap or overlap reaches every client as the instant we store.
  // The second pass of a fall-back hour cannot be named by a TZID wall time
  // (readers take the first pass, §3.3.5), so such instants are written in UTC.
  const at = (name: string, ms: number) => {
    const local = utcToLocal(ms, e.tz);
    return isUtcZone(e.tz) || localToUtcMs(local, e.tz) !== ms
      ? contentLine(name, utcDateTime(ms))
      : contentLine(name, localDateTime(local), { TZID: e.tz });
  };
  const lines = [at("DTSTART", e.startMs)];
  if (e.endMs !== null && e.endMs > e.startMs) lines.push(at("DTEND", e.endMs));
  return lines;
}

/** One VEVENT block, lines without CRLF. */
export function veventLines(e: IcsEvent, stampMs: number): string[] {
  const lines = [
    "BEGIN:VEVENT",
    contentLine("UID", e.uid),
    contentLine("SEQUENCE", String(Math.max(0, Math.floor(e.sequence)))),
    contentLine("DTSTAMP", utcDateTime(stampMs)),
    ...(e.createdMs !== undefined ? [contentLine("CREATED", utcDateTime(e.createdMs))] : []),
    contentLine("LAST-MODIFIED", utcDateTime(e.lastModifiedMs)),
    ...dtProps(e),
    contentLine("SUMMARY", escapeText(e.summary)),
  ];
  if (e.description) lines.push(contentLine("DESCRIPTION", escapeText(e.description)));
  if (e.location) lines.push(contentLine("LOCATION", escapeText(e.location)));
  if (e.geo) lines.push(contentLine("GEO", `${round(e.geo.lat)};${round(e.geo.lon)}`));
  if (e.url) lines.push(contentLine("URL", e.url, { VALUE: "URI" }));
  lines.push(
    contentLine("STATUS", e.status),
    contentLine("TRANSP", e.status === "CANCELLED" ? "TRANSPARENT" : "OPAQUE"),
  );
  lines.push("END:VEVENT");
  return lines;
}

const round = (n: number) => String(Math.round(n * 1e6) / 1e6);

function headerLines(c: IcsCalendarInput): string[] {
  return [
    "BEGIN:VCALENDAR",
    contentLine("PRODID", PRODID),
    "VERSION:2.0",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    contentLine("X-WR-CALNAME", escapeText(c.name)),
    contentLine("NAME", escapeText(c.name)),
    ...(c.description ? [contentLine("X-WR-CALDESC", escapeText(c.description))] : []),
    ...(c.tz ? [contentLine("X-WR-TIMEZONE", c.tz)] : []),
    // How often subscribers should check again (RFC 7986 and the Outlook/Apple extension).
    "REFRESH-INTERVAL;VALUE=DURATION:PT6H",
    "X-PUBLISHED-TTL:PT6H",
  ];
}

function timezoneLines(events: readonly IcsEvent[]): string[] {
  const ranges = new Map<string, [number, number]>();
  for (const e of events) {
    if (e.allDay || isUtcZone(e.tz)) continue;
    const end = e.endMs ?? e.startMs;
    const r = ranges.get(e.tz);
    ranges.set(e.tz, r ? [Math.min(r[0], e.startMs), Math.max(r[1], end)] : [e.startMs, end]);
  }
  return [...ranges.keys()].sort().flatMap((tz) => vtimezone(tz, ...ranges.get(tz)!));
}

const block = (lines: string[]) => (lines.length ? lines.join(CRLF) + CRLF : "");

/** Rank for the size guard: upcoming soonest first, then past most recent first. */
function priority(events: readonly IcsEvent[], nowMs: number): IcsEvent[] {
  const ends = (e: IcsEvent) => e.endMs ?? e.startMs;
  const ahead = events.filter((e) => ends(e) >= nowMs).sort((a, b) => a.startMs - b.startMs);
  const past = events.filter((e) => ends(e) < nowMs).sort((a, b) => b.startMs - a.startMs);
  return [...ahead, ...past];
}

export function writeCalendar(c: IcsCalendarInput): IcsResult {
  const max = c.maxBytes ?? MAX_FEED_BYTES;
  const head = block(headerLines(c));
  const foot = block(["END:VCALENDAR"]);
  const blocks = new Map(c.events.map((e) => [e, block(veventLines(e, c.stampMs))]));

  let chosen = [...c.events];
  const total = (list: readonly IcsEvent[]) =>
    octets(head) +
    octets(foot) +
    octets(block(timezoneLines(list))) +
    list.reduce((n, e) => n + octets(blocks.get(e)!), 0);
  if (total(chosen) > max) {
    // Keep the most useful events that fit alongside the time zones they need.
    const budget = max - octets(head) - octets(foot) - octets(block(timezoneLines(c.events)));
    chosen = [];
    let used = 0;
    for (const e of priority(c.events, c.nowMs)) {
      const n = octets(blocks.get(e)!);
      if (used + n > budget) break;
      chosen.push(e);
      used += n;
    }
    while (chosen.length && total(chosen) > max) chosen.pop();
  }
  chosen.sort((a, b) => a.startMs - b.startMs || (a.uid < b.uid ? -1 : 1));
  const text = head + block(timezoneLines(chosen)) + chosen.map((e) => blocks.get(e)!).join("") + foot;
  return { text, bytes: octets(text), included: chosen.length, omitted: c.events.length - chosen.length };
}
