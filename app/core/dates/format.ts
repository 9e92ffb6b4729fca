/**
 * Human-readable dates and times in a given zone, for the event list, the
 * event page and the "your time" line. Intl does the localisation; these
 * helpers decide what to show.
 */
import { type CivilDate, parseDate, wallMs } from "./civil.ts";
import { utcToLocal } from "./zoned.ts";

/** The site's display locale. 24-hour clock and day-month order read well internationally. */
export const DEFAULT_LOCALE = "en-GB";

const STYLES = {
  shortDate: { weekday: "short", day: "numeric", month: "short", year: "numeric" },
  longDate: { weekday: "long", day: "numeric", month: "long", year: "numeric" },
  time: { timeStyle: "short" },
  zone: { hour: "numeric", timeZoneName: "short" },
  month: { month: "long", year: "numeric" },
  weekdayShort: { weekday: "short" },
  weekdayLong: { weekday: "long" },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
type Style = keyof typeof STYLES;

// Keyed by a short string: building formatters is slow, and so is hashing their options on every call.
const cache = new Map<string, Intl.DateTimeFormat>();
function fmt(locale: string, tz: string, style: Style): Intl.DateTimeFormat {
  const key = `${locale}|${tz}|${style}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { ...STYLES[style], timeZone: tz });
    cache.set(key, f);
  }
  return f;
}

type Instant = Date | number;

/** "Fri, 14 Mar 2025" — the date of an instant, in the zone. */
export function formatShortDate(at: Instant, tz: string, locale = DEFAULT_LOCALE): string {
  return fmt(locale, tz, "shortDate").format(at);
}

/** "Friday, 14 March 2025" */
export function formatLongDate(at: Instant, tz: string, locale = DEFAULT_LOCALE): string {
  return fmt(locale, tz, "longDate").format(at);
}

/** "20:00" (or "8:00 PM" in en-US). */
export function formatTime(at: Instant, tz: string, locale = DEFAULT_LOCALE): string {
  return fmt(locale, tz, "time").format(at);
}

/**
 * "Sun, 29 Nov 2026, 20:00 CET" — an instant as the studio writes it everywhere (the events list, the
 * dashboard's cards): the short date, the locale's own clock, the zone. Pass the studio language's `intl`.
 */
export function formatDateTime(at: Instant, tz: string, locale = DEFAULT_LOCALE): string {
  return `${formatShortDate(at, tz, locale)}, ${formatTime(at, tz, locale)} ${zoneLabel(at, tz, locale)}`;
}

/** The zone's short name at that instant: "CET", "CEST", "EST", or the offset where English has no name: "GMT+4", "GMT+10:30". */
export function zoneLabel(at: Instant, tz: string, locale = DEFAULT_LOCALE): string {
  const name = (loc: string) =>
    fmt(loc, tz, "zone")
      .formatToParts(at)
      .find((p) => p.type === "timeZoneName")?.value;
  const own = name(locale) ?? tz;
  if (!/^(GMT|UTC)[+-]/.test(own)) return own;
  // People read "EST", not "GMT-5": where the site's locale has no short name for the zone
  // (en-GB names European zones only), take the one its region's own English has.
  const region = REGION_LOCALE[tz.split("/")[0] ?? ""];
  const other = region ? name(region) : undefined;
  return other && !/^(GMT|UTC)/.test(other) ? other : own;
}

/** The English of the zones' regions, for their short names (America/New_York → "EST", Australia/Sydney → "AEDT"). */
const REGION_LOCALE: Record<string, string> = {
  America: "en-US",
  US: "en-US",
  Canada: "en-CA",
  Pacific: "en-US",
  Australia: "en-AU",
  Asia: "en-IN",
  Africa: "en-ZA",
  Europe: "en-GB",
};

/** A calendar date with no time (all-day events, month-grid headings, "night before" dates). */
export function formatCivilDate(date: CivilDate, style: "short" | "long" = "long", locale = DEFAULT_LOCALE): string {
  const p = parseDate(date);
  if (!p) return date;
  return fmt(locale, "UTC", style === "long" ? "longDate" : "shortDate").format(wallMs(p));
}

/** "March 2025" for a month heading. */
export function formatMonthHeading(year: number, month: number, locale = DEFAULT_LOCALE): string {
  return fmt(locale, "UTC", "month").format(Date.UTC(year, month - 1, 1));
}

/** Weekday names from `firstDay` (ISO: 1 = Monday … 7 = Sunday; Monday unless given), for the month grid's column headers. */
export function weekdayNames(style: "short" | "long" = "short", locale = DEFAULT_LOCALE, firstDay = 1): string[] {
  const f = fmt(locale, "UTC", style === "long" ? "weekdayLong" : "weekdayShort");
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, i) => f.format(Date.UTC(2024, 0, firstDay + i)));
}

export interface When {
  start: Instant;
  end?: Instant | null;
  tz: string;
  allDay?: boolean;
}

const ms = (at: Instant) => (typeof at === "number" ? at : at.getTime());

/**
 * The full "when" of an event in its own zone:
 *  - "Friday, 14 March 2025, 20:00–23:00 CET"
 *  - "Friday, 14 March 2025, 22:00–02:00 CET" (ends after midnight, under a day)
 *  - "Friday, 14 March 2025, 20:00 – Sunday, 16 March 2025, 18:00 CET"
 *  - all-day: "Friday, 14 March 2025" or "Friday, 14 March 2025 – Sunday, 16 March 2025"
 *    (for all-day events `end` is the last day's instant, inclusive).
 */
export function formatWhen(w: When, locale = DEFAULT_LOCALE): string {
  const start = ms(w.start);
  const end = w.end == null ? null : ms(w.end);
  if (w.allDay) {
    const first = formatLongDate(start, w.tz, locale);
    if (end === null) return first;
    const last = formatLongDate(end, w.tz, locale);
    return last === first ? first : `${first} – ${last}`;
  }
  const date = formatLongDate(start, w.tz, locale);
  const zone = zoneLabel(start, w.tz, locale);
  const time = formatTime(start, w.tz, locale);
  if (end === null || end <= start) return `${date}, ${time} ${zone}`;
  const endTime = formatTime(end, w.tz, locale);
  const sameDay = utcToLocal(start, w.tz).slice(0, 10) === utcToLocal(end, w.tz).slice(0, 10);
  if (sameDay || end - start < 86_400_000) return `${date}, ${time}–${endTime} ${zone}`;
  return `${date}, ${time} – ${formatLongDate(end, w.tz, locale)}, ${endTime} ${zoneLabel(end, w.tz, locale)}`;
}

const CLOCK = {
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
  hourCycle: "h23",
} satisfies Intl.DateTimeFormatOptions;

/**
 * The start in the visitor's zone, or null when the visitor's clock reads the
 * same as the event's at that moment (then there is nothing to add).
 * "Friday, 14 March 2025, 15:00 EDT"
 */
export function formatVisitorTime(
  start: Instant,
  eventTz: string,
  visitorTz: string,
  locale = DEFAULT_LOCALE,
): string | null {
  if (!visitorTz || visitorTz === eventTz) return null;
  let same: boolean;
  try {
    // Same offset at that instant ⇔ both clocks read the same. Comparing Intl's readings keeps the
    // offset tables (zoned.ts) out of the event page's JavaScript (issue 7: ≤ 120 KB per page).
    const reading = (tz: string) => new Intl.DateTimeFormat("en-US", { ...CLOCK, timeZone: tz }).format(start);
    same = reading(eventTz) === reading(visitorTz);
  } catch {
    return null; // an unknown zone from an odd browser: show nothing rather than fail
  }
  if (same) return null;
  return `${formatLongDate(start, visitorTz, locale)}, ${formatTime(start, visitorTz, locale)} ${zoneLabel(start, visitorTz, locale)}`;
}
