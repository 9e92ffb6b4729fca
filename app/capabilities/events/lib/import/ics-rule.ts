/**
 * RRULE → Marquee's recurrence (lib/recurrence.ts) where it says the same,
 * and otherwise the rule's dates, expanded here (with the rrule package, in
 * wall time, so a 20:00 show stays 20:00 across DST just as Marquee's own
 * series do).
 *
 * Marquee can say: WEEKLY with INTERVAL and plain BYDAY; MONTHLY on one day
 * of the month (1–28: later days are skipped in short months by RFC 5545 but
 * clamped by Marquee) or on the 1st–4th/last weekday; COUNT; UNTIL — when
 * DTSTART is itself a date of the rule (RFC 5545 counts DTSTART as the first
 * date even when it is not; Marquee starts at the first matching date).
 */
import { RRule } from "./rrule.ts";
import { addDays, datePart, isoWeekday } from "~/core/dates/civil.ts";
import { localToUtcMs, utcToLocal } from "~/core/dates/zoned.ts";
import {
  type Ordinal,
  type RecurrenceRule,
  type Weekday,
  generatedDates,
  nthWeekdayOfMonth,
} from "~/capabilities/events/lib/recurrence.ts";
import { IMPORT_TEXT, type ImportText } from "./messages.ts";
import { wallOf } from "./ics-zones.ts";

/** At most this many dates per imported event (the studio's own limit for a series). */
export const MAX_IMPORT_DATES = 500;
/** Rules without an end are expanded this far ahead when Marquee can't say them. */
export const EXPAND_HORIZON_DAYS = 365;

const DAYS = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"];

export type RulePlan =
  | { kind: "rule"; rule: RecurrenceRule }
  | { kind: "expand"; why: ImportText }
  | { kind: "error"; reason: ImportText };

export function ruleParts(rrule: string): Map<string, string> {
  const parts = new Map<string, string>();
  for (const p of rrule.split(";")) {
    const eq = p.indexOf("=");
    if (eq > 0)
      parts.set(
        p.slice(0, eq).trim().toUpperCase(),
        p
          .slice(eq + 1)
          .trim()
          .toUpperCase(),
      );
  }
  return parts;
}

/** UNTIL as an instant: a DATE means the end of that day in the event's zone; a floating time is read in the zone. */
function untilMs(v: string, tz: string): number | null {
  if (/^\d{8}$/.test(v)) return localToUtcMs(`${v.slice(0, 4)}-${v.slice(4, 6)}-${v.slice(6, 8)}T23:59`, tz);
  const m = /^(\d{8}T\d{6})(Z)?$/.exec(v);
  if (!m) return null;
  const wall = new Date(wallOf(m[1]!)).toISOString().slice(0, 16);
  return m[2] ? wallOf(m[1]!) : localToUtcMs(wall, tz);
}

/** The checks every rule passes first: readable, not more often than daily, not too many dates. */
export function checkRule(rrule: string): ImportText | null {
  const parts = ruleParts(rrule);
  const freq = parts.get("FREQ");
  if (!freq) return IMPORT_TEXT.noFreq;
  if (["SECONDLY", "MINUTELY", "HOURLY"].includes(freq)) return IMPORT_TEXT.tooFrequent(freq);
  if (!["DAILY", "WEEKLY", "MONTHLY", "YEARLY"].includes(freq)) return IMPORT_TEXT.badRule(`FREQ=${freq}`);
  try {
    RRule.parseString(rrule);
  } catch (e) {
    return IMPORT_TEXT.badRule((e as Error).message);
  }
  const count = Number(parts.get("COUNT") ?? NaN);
  if (Number.isFinite(count) && count > MAX_IMPORT_DATES) return IMPORT_TEXT.tooManyDates(count);
  return null;
}

/** Marquee's rule for an RRULE starting at `startLocal` in `tz`, or why it must be expanded. */
export function mapRule(rrule: string, startLocal: string, tz: string): RulePlan {
  const bad = checkRule(rrule);
  if (bad) return { kind: "error", reason: bad };
  const parts = ruleParts(rrule);
  const freq = parts.get("FREQ")!;
  const allowed = new Set(["FREQ", "INTERVAL", "COUNT", "UNTIL", "WKST", "BYDAY", "BYMONTHDAY", "BYSETPOS"]);
  const extra = [...parts.keys()].find((k) => !allowed.has(k));
  if (freq !== "WEEKLY" && freq !== "MONTHLY") return { kind: "expand", why: IMPORT_TEXT.why.frequency(freq) };
  if (extra) return { kind: "expand", why: IMPORT_TEXT.why.uses(extra) };
  const interval = Number(parts.get("INTERVAL") ?? "1");
  if (!Number.isInteger(interval) || interval < 1 || interval > 99)
    return { kind: "error", reason: IMPORT_TEXT.badRule(`INTERVAL=${parts.get("INTERVAL")}`) };
  const date = datePart(startLocal);
  const weekday = isoWeekday(date) as Weekday;
  const rule: RecurrenceRule = { freq: freq === "WEEKLY" ? "weekly" : "monthly", interval };
  const byday = parts.get("BYDAY")?.split(",").filter(Boolean) ?? [];

  if (freq === "WEEKLY") {
    if (parts.has("BYMONTHDAY") || parts.has("BYSETPOS"))
      return { kind: "expand", why: IMPORT_TEXT.why.weeklyMonthDays };
    if (byday.some((d) => !DAYS.includes(d))) return { kind: "expand", why: IMPORT_TEXT.why.numberedWeekdays };
    const days = byday.map((d) => (DAYS.indexOf(d) + 1) as Weekday);
    if (days.length && !days.includes(weekday)) return { kind: "expand", why: IMPORT_TEXT.why.notOnWeekday };
    if (interval > 1 && days.length > 1 && (parts.get("WKST") ?? "MO") !== "MO")
      return { kind: "expand", why: IMPORT_TEXT.why.weekStart };
    if (days.length) rule.weekdays = [...new Set(days)].sort();
  } else {
    const monthDay = parts.get("BYMONTHDAY");
    const setpos = parts.get("BYSETPOS");
    const day = Number(date.slice(8, 10));
    if (monthDay !== undefined) {
      if (byday.length || setpos || !/^\d+$/.test(monthDay) || Number(monthDay) !== day)
        return { kind: "expand", why: IMPORT_TEXT.why.monthDays };
      if (day > 28) return { kind: "expand", why: IMPORT_TEXT.why.lateMonthDay };
      rule.monthly = { kind: "day", day };
    } else if (byday.length) {
      const m = byday.length === 1 ? /^([+-]?\d)?(MO|TU|WE|TH|FR|SA|SU)$/.exec(byday[0]!) : null;
      const ordinal = Number(m?.[1] ?? setpos ?? NaN);
      if (!m || (m[1] && setpos) || ![1, 2, 3, 4, -1].includes(ordinal))
        return { kind: "expand", why: IMPORT_TEXT.why.monthlyWeekdays };
      const wd = (DAYS.indexOf(m[2]!) + 1) as Weekday;
      if (nthWeekdayOfMonth(+date.slice(0, 4), +date.slice(5, 7), ordinal as Ordinal, wd) !== date)
        return { kind: "expand", why: IMPORT_TEXT.why.notOnRule };
      rule.monthly = { kind: "weekday", weekday: wd, ordinal: ordinal as Ordinal };
    } else {
      if (day > 28) return { kind: "expand", why: IMPORT_TEXT.why.lateMonthDay };
      rule.monthly = { kind: "day", day };
    }
  }
  if (parts.has("COUNT")) rule.count = Number(parts.get("COUNT"));
  const until = parts.get("UNTIL");
  if (until) {
    const ms = untilMs(until, tz);
    if (ms === null) return { kind: "error", reason: IMPORT_TEXT.badRule(`UNTIL=${until}`) };
    // The last date whose start is not after UNTIL.
    let last = datePart(utcToLocal(ms, tz));
    if (localToUtcMs(`${last}T${startLocal.slice(11)}`, tz) > ms) last = addDays(last, -1);
    rule.until = last;
  }
  if (!rule.count) {
    const stop = rule.until ?? addDays(date, EXPAND_HORIZON_DAYS);
    const n = generatedDates(startLocal, rule, stop).length;
    if (rule.until && n > MAX_IMPORT_DATES)
      return { kind: "error", reason: IMPORT_TEXT.tooManyDatesOver(MAX_IMPORT_DATES) };
  }
  return { kind: "rule", rule };
}

/**
 * The wall times ("YYYY-MM-DDTHH:mm") an RRULE gives from `startLocal`, DTSTART
 * first; open-ended rules only from `fromLocal` to `horizonLocal`. An error
 * when there would be more than MAX_IMPORT_DATES.
 */
export function expandRule(
  rrule: string,
  startLocal: string,
  tz: string,
  window: { fromLocal: string; horizonLocal: string },
): { dates: string[]; openEnded: boolean } | { error: ImportText } {
  const bad = checkRule(rrule);
  if (bad) return { error: bad };
  const parts = ruleParts(rrule);
  const options = RRule.parseString(rrule);
  // To the minute: a window's ends come from the clock ("…T09:53:21" when the seconds are not zero).
  const wall = (local: string) => new Date(`${local.slice(0, 16)}:00Z`);
  options.dtstart = wall(startLocal);
  const until = parts.get("UNTIL");
  if (until) {
    const ms = untilMs(until, tz);
    if (ms === null) return { error: IMPORT_TEXT.badRule(`UNTIL=${until}`) };
    options.until = wall(utcToLocal(ms, tz));
  }
  const rule = new RRule(options);
  const openEnded = !until && !parts.has("COUNT");
  const take = (d: Date, i: number) => i <= MAX_IMPORT_DATES;
  const dates = openEnded
    ? rule.between(
        wall(window.fromLocal < startLocal ? startLocal : window.fromLocal),
        wall(window.horizonLocal),
        true,
        take,
      )
    : rule.all(take);
  if (dates.length > MAX_IMPORT_DATES)
    return {
      error: parts.get("COUNT")
        ? IMPORT_TEXT.tooManyDates(Number(parts.get("COUNT")))
        : IMPORT_TEXT.tooManyDatesOver(MAX_IMPORT_DATES),
    };
  const out = dates.map((d) => d.toISOString().slice(0, 16));
  // RFC 5545 leaves a DTSTART off its rule undefined; like libical, it is the first date and COUNT counts it.
  if (!out.includes(startLocal) && (!openEnded || startLocal >= window.fromLocal)) {
    out.unshift(startLocal);
    if (parts.has("COUNT")) out.pop();
  }
  return { dates: out.sort(), openEnded };
}
