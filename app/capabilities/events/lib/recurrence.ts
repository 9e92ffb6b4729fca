/**
 * Recurring events: weekly or monthly rules, expanded into occurrences in the
 * event's own zone, so a 20:00 show stays at 20:00 local on both sides of a
 * DST change (its UTC instant moves instead).
 *
 * Decisions (docs/decisions/0102-recurrence-rules.md):
 *  - Monthly by day of month clamps to the month's last day: "the 31st" means
 *    30 April, 28/29 February. People who say "the 31st" mean "month end";
 *    skipping months (RFC 5545's reading) would silently drop shows.
 *  - Monthly by weekday takes the 1st–4th or the last weekday of the month,
 *    which exists in every month, so nothing is ever skipped.
 *  - `count` counts the dates the rule generates, skipped ones included (as
 *    RFC 5545's COUNT with EXDATE does), so skipping a date never adds one at the end.
 *  - The first occurrence is the first date on or after the start date that
 *    matches the rule; the studio derives rules from the start, so it matches.
 *  - A moved date keeps its original date as its key (stable URL and UID).
 *  - A cancelled date (`cancelled`, ADR 2910) stays an occurrence, marked
 *    `cancelled`: unlike a skipped one, fans must still see it was called off.
 */
import {
  type CivilDate,
  type LocalDateTime,
  addDays,
  addMinutesLocal,
  addMonths,
  datePart,
  daysInMonth,
  diffDays,
  formatDate,
  isoWeekday,
  parseDate,
} from "~/core/dates/civil.ts";
import { localToUtcMs } from "~/core/dates/zoned.ts";

export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7; // ISO: Monday = 1
export type Ordinal = 1 | 2 | 3 | 4 | -1; // -1 = last

export type MonthlyBy = { kind: "weekday"; ordinal: Ordinal; weekday: Weekday } | { kind: "day"; day: number };

export interface MovedDate {
  /** The date the rule generates (the occurrence's key). */
  date: CivilDate;
  /** The new local start, "YYYY-MM-DDTHH:mm". */
  to: LocalDateTime;
}

export interface RecurrenceRule {
  freq: "weekly" | "monthly";
  /** Every n weeks / months. */
  interval: number;
  /** Weekly: which weekdays (defaults to the start's weekday). */
  weekdays?: Weekday[];
  /** Monthly: which day (defaults to the start's day of month). */
  monthly?: MonthlyBy;
  /** Last date (inclusive, local) on which an occurrence may fall. */
  until?: CivilDate | null;
  /** Number of dates the rule generates. */
  count?: number | null;
  skip?: CivilDate[];
  moves?: MovedDate[];
  /** Dates called off (by their key): still listed, as cancelled (ADR 2910). Rules saved before it have none. */
  cancelled?: CivilDate[];
}

export interface Series {
  /** Local start of the first occurrence. */
  start: LocalDateTime;
  /** Wall-clock length in minutes (end − start), or null when there is no end. */
  durationMinutes: number | null;
  tz: string;
  rule?: RecurrenceRule | null;
}

export interface Occurrence {
  /** The date the rule generated (unchanged when moved): stable key for URLs and UIDs. */
  key: CivilDate;
  start: LocalDateTime;
  end: LocalDateTime | null;
  startMs: number;
  endMs: number | null;
  moved: boolean;
  /** This date was called off while the rest of the series goes on (the rule's `cancelled`). */
  cancelled: boolean;
}

/** Hard stop for open-ended rules and mistakes: no series yields more dates than this. */
export const MAX_OCCURRENCES = 2000;

const DAY = 86_400_000;

/** The date of the n-th (or last) weekday in a month. */
export function nthWeekdayOfMonth(year: number, month: number, ordinal: Ordinal, weekday: Weekday): CivilDate {
  if (ordinal === -1) {
    const lastDay = daysInMonth(year, month);
    const last = formatDate({ year, month, day: lastDay });
    const back = (isoWeekday(last) - weekday + 7) % 7;
    return formatDate({ year, month, day: lastDay - back });
  }
  const first = formatDate({ year, month, day: 1 });
  const ahead = (weekday - isoWeekday(first) + 7) % 7;
  return formatDate({ year, month, day: 1 + ahead + (ordinal - 1) * 7 });
}

/** Day of month, clamped to the month's length. */
export function clampedDay(year: number, month: number, day: number): CivilDate {
  return formatDate({ year, month, day: Math.min(day, daysInMonth(year, month)) });
}

/**
 * The monthly rule a start date suggests: "day 14", "2nd Friday", or (with
 * "last-weekday") "last Friday". A 5th weekday can only be "last".
 */
export function monthlyFromStart(date: CivilDate, by: "day" | "weekday" | "last-weekday"): MonthlyBy {
  const p = parseDate(date);
  if (!p) throw new RangeError(`Not a date: ${date}`);
  if (by === "day") return { kind: "day", day: p.day };
  const weekday = isoWeekday(date) as Weekday;
  const nth = Math.ceil(p.day / 7);
  return { kind: "weekday", weekday, ordinal: by === "last-weekday" || nth > 4 ? -1 : (nth as Ordinal) };
}

/** Whether the date is the last such weekday of its month (so "last Friday" is on offer). */
export function isLastWeekdayOfMonth(date: CivilDate): boolean {
  const p = parseDate(date);
  return !!p && p.day + 7 > daysInMonth(p.year, p.month);
}

/** Dates the rule generates, in order, from the start date; stops on until/count/`stopAfter`. */
function* ruleDates(startDate: CivilDate, rule: RecurrenceRule, stopAfter: CivilDate): Generator<CivilDate> {
  const interval = Math.max(1, Math.floor(rule.interval || 1));
  const limit = Math.min(rule.count ?? MAX_OCCURRENCES, MAX_OCCURRENCES);
  const last = rule.until && rule.until < stopAfter ? rule.until : stopAfter;
  let produced = 0;
  const emit = (d: CivilDate) => d >= startDate;

  if (rule.freq === "weekly") {
    const days = [...new Set(rule.weekdays?.length ? rule.weekdays : [isoWeekday(startDate) as Weekday])].sort();
    const monday = addDays(startDate, 1 - isoWeekday(startDate));
    for (let week = 0; ; week += interval) {
      const weekStart = addDays(monday, week * 7);
      if (weekStart > last) return;
      for (const wd of days) {
        const d = addDays(weekStart, wd - 1);
        if (!emit(d)) continue;
        if (d > last || produced >= limit) return;
        produced++;
        yield d;
      }
    }
  }

  const s = parseDate(startDate)!;
  const by = rule.monthly ?? { kind: "day", day: s.day };
  for (let m = 0; ; m += interval) {
    const { year, month } = addMonths(s.year, s.month, m);
    if (formatDate({ year, month, day: 1 }) > last) return;
    const d =
      by.kind === "day" ? clampedDay(year, month, by.day) : nthWeekdayOfMonth(year, month, by.ordinal, by.weekday);
    if (!emit(d)) continue;
    if (d > last || produced >= limit) return;
    produced++;
    yield d;
  }
}

function occurrence(key: CivilDate, start: LocalDateTime, series: Series, moved: boolean): Occurrence {
  const cancelled = series.rule?.cancelled?.includes(key) ?? false;
  const end = series.durationMinutes === null ? null : addMinutesLocal(start, series.durationMinutes);
  return {
    key,
    start,
    end,
    startMs: localToUtcMs(start, series.tz),
    endMs: end === null ? null : localToUtcMs(end, series.tz),
    moved,
    cancelled,
  };
}

/**
 * Occurrences that overlap [fromMs, toMs): ending at or after `fromMs` (or
 * starting then, with no end) and starting before `toMs`. Sorted by start.
 * A single event is a series of one.
 */
export function expand(series: Series, fromMs: number, toMs: number): Occurrence[] {
  const startDate = datePart(series.start);
  const time = series.start.slice(11);
  const overlaps = (o: Occurrence) => (o.endMs ?? o.startMs) >= fromMs && o.startMs < toMs;
  const rule = series.rule;
  if (!rule) {
    const only = occurrence(startDate, series.start, series, false);
    return overlaps(only) ? [only] : [];
  }
  const skip = new Set(rule.skip ?? []);
  const moves = new Map((rule.moves ?? []).map((m) => [m.date, m.to]));
  // Originals past the window may be moved into it: look as far ahead as the
  // earliest move reaches back, plus a day either side for zone offsets.
  let slack = 1;
  for (const m of rule.moves ?? []) slack = Math.max(slack, diffDays(datePart(m.to), m.date) + 1);
  const stopAfter = Number.isFinite(toMs) ? formatDate(fromWallDate(toMs + slack * DAY)) : "9999-12-31";

  const out: Occurrence[] = [];
  for (const key of ruleDates(startDate, rule, stopAfter)) {
    if (skip.has(key)) continue;
    const to = moves.get(key);
    const o = occurrence(key, to ?? `${key}T${time}`, series, to !== undefined);
    if (overlaps(o)) out.push(o);
  }
  return out.sort((a, b) => a.startMs - b.startMs);
}

function fromWallDate(ms: number) {
  const d = new Date(ms);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** Every date the rule generates (before skips and moves), up to `stopAfter`; for editors' pickers. */
export function generatedDates(start: LocalDateTime, rule: RecurrenceRule, stopAfter: CivilDate): CivilDate[] {
  return [...ruleDates(datePart(start), rule, stopAfter)];
}

/** The occurrence with that key, wherever it was moved; null if the rule never generates it or it is skipped. */
export function occurrenceByKey(series: Series, key: CivilDate): Occurrence | null {
  const rule = series.rule;
  if (!rule) return key === datePart(series.start) ? occurrence(key, series.start, series, false) : null;
  if (rule.skip?.includes(key) || !parseDate(key)) return null;
  for (const d of ruleDates(datePart(series.start), rule, key)) {
    if (d !== key) continue;
    const to = rule.moves?.find((m) => m.date === key)?.to;
    return occurrence(key, to ?? `${key}T${series.start.slice(11)}`, series, to !== undefined);
  }
  return null;
}

/** Whether the rule has no end (no until, no count): feeds then need a horizon. */
export function isOpenEnded(rule: RecurrenceRule | null | undefined): boolean {
  return !!rule && !rule.until && !rule.count;
}
