/**
 * Converting between instants (UTC) and wall-clock time in an IANA zone,
 * through Intl only: the runtime's time-zone data is the single source.
 *
 * Ambiguous and impossible wall-clock times follow Temporal's "compatible"
 * rule (the same as RFC 5545 §3.3.5 and every major calendar app):
 *  - in a gap (spring forward, e.g. 02:30 in Berlin on the last Sunday of
 *    March) the time is moved forward by the length of the gap → 03:30;
 *  - in an overlap (fall back, 02:30 happens twice) the earlier of the two
 *    instants is used (still on summer time).
 * See docs/decisions/0101-wall-clock-times-across-dst.md.
 */
import { type DateTimeParts, type LocalDateTime, formatDateTime, requireDateTime, wallMs } from "./civil.ts";

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(tz: string): Intl.DateTimeFormat {
  let f = formatters.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone: tz,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
      era: "short",
    });
    formatters.set(tz, f);
  }
  return f;
}

/** Wall-clock parts of an instant in a zone. */
export function zonedParts(instant: Date | number, tz: string): DateTimeParts {
  const ms = typeof instant === "number" ? instant : instant.getTime();
  const out: Record<string, number> = {};
  let bc = false;
  for (const part of partsFormatter(tz).formatToParts(ms)) {
    if (part.type === "era") bc = part.value.startsWith("B");
    else if (part.type !== "literal") out[part.type] = Number(part.value);
  }
  return {
    year: bc ? 1 - (out.year ?? 0) : (out.year ?? 0),
    month: out.month ?? 1,
    day: out.day ?? 1,
    hour: out.hour ?? 0,
    minute: out.minute ?? 0,
    second: out.second ?? 0,
  };
}

/** The offset straight from Intl (one formatToParts call): the ground truth the fast path is built from. */
export function intlOffsetMs(instant: Date | number, tz: string): number {
  const ms = typeof instant === "number" ? instant : instant.getTime();
  const whole = ms - (((ms % 1000) + 1000) % 1000);
  return wallMs(zonedParts(whole, tz)) - whole;
}

// Offsets only change at transitions. Per zone and year we keep the offset at
// the year's start and the year's transitions (found by sampling Intl, see
// transitions.ts), so any later lookup is arithmetic instead of an Intl call.
interface YearOffsets {
  start: number;
  at: number[];
  to: number[];
}
const years = new Map<string, YearOffsets>();
const STEP = 4 * 86_400_000; // shorter than any gap between two transitions since 1970

function yearOffsets(tz: string, year: number): YearOffsets {
  const key = `${tz}|${year}`;
  let y = years.get(key);
  if (y) return y;
  const begin = Date.UTC(year, 0, 1);
  const end = Date.UTC(year + 1, 0, 1);
  // The offset in force just before the year, so a change at exactly 00:00 UTC on 1 January is kept.
  const start = intlOffsetMs(begin - 1000, tz);
  const at: number[] = [];
  const to: number[] = [];
  let t = begin;
  let off = intlOffsetMs(begin, tz);
  if (off !== start) {
    at.push(begin);
    to.push(off);
  }
  while (t < end) {
    const next = Math.min(t + STEP, end);
    const nextOff = intlOffsetMs(next, tz);
    if (nextOff !== off) {
      // Bisect to the second: the first instant with the new offset.
      let lo = t;
      let hi = next;
      while (hi - lo > 1000) {
        const mid = lo + Math.floor((hi - lo) / 2000) * 1000;
        if (intlOffsetMs(mid, tz) === off) lo = mid;
        else hi = mid;
      }
      if (hi < end) {
        at.push(hi);
        to.push(intlOffsetMs(hi, tz));
      }
    }
    t = next;
    off = nextOff;
  }
  y = { start, at, to };
  if (years.size > 5000) years.clear(); // bounded: a year per zone in use is a few hundred bytes
  years.set(key, y);
  return y;
}

const FAST_FROM = Date.UTC(1970, 0, 1);
const FAST_TO = Date.UTC(2200, 0, 1);

/** The zone's offset from UTC at an instant, in milliseconds (east positive). */
export function offsetMs(instant: Date | number, tz: string): number {
  const ms = typeof instant === "number" ? instant : instant.getTime();
  if (!Number.isFinite(ms) || ms < FAST_FROM || ms >= FAST_TO) return intlOffsetMs(ms, tz);
  const y = yearOffsets(tz, new Date(ms).getUTCFullYear());
  let off = y.start;
  for (let i = 0; i < y.at.length && y.at[i]! <= ms; i++) off = y.to[i]!;
  return off;
}

/** The offset transitions of a year (first instant with the new offset, and the offsets), from the cache. */
export function yearTransitions(tz: string, year: number): { at: number; from: number; to: number }[] {
  const y = yearOffsets(tz, year);
  return y.at.map((at, i) => ({ at, from: i === 0 ? y.start : y.to[i - 1]!, to: y.to[i]! }));
}

/** The offset in whole minutes (east positive). Historic LMT seconds are rounded. */
export function offsetMinutes(instant: Date | number, tz: string): number {
  return Math.round(offsetMs(instant, tz) / 60_000);
}

/** "+02:00", "-04:00", "+05:30", "+10:30"; UTC is "+00:00" (JSON-LD and ISO 8601 want this form). */
export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
}

/** Wall-clock parts through the cached offsets (no Intl call once the zone-year is known). */
function fastParts(ms: number, tz: string): DateTimeParts {
  const whole = ms - (((ms % 1000) + 1000) % 1000);
  if (whole < FAST_FROM || whole >= FAST_TO) return zonedParts(whole, tz);
  const d = new Date(whole + offsetMs(whole, tz));
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
  };
}

/** Instant → wall-clock time in the zone, "YYYY-MM-DDTHH:mm". */
export function utcToLocal(instant: Date | number, tz: string): LocalDateTime {
  return formatDateTime(fastParts(typeof instant === "number" ? instant : instant.getTime(), tz));
}

const DAY = 86_400_000;

/**
 * Wall-clock time in a zone → the instant (ms since epoch), with the
 * "compatible" rule for gaps and overlaps (see the file comment).
 */
export function localToUtcMs(local: LocalDateTime | DateTimeParts, tz: string): number {
  const parts = typeof local === "string" ? requireDateTime(local) : local;
  const wall = wallMs(parts);
  // The offsets a day either side bracket any single transition near this time.
  const before = offsetMs(wall - DAY, tz);
  const after = offsetMs(wall + DAY, tz);
  const candidates = [...new Set([wall - before, wall - after])].sort((a, b) => a - b);
  const valid = candidates.filter((t) => wall - offsetMs(t, tz) === t);
  if (valid.length > 0) return valid[0]!; // overlap: earlier instant
  // Gap: read the time with the offset in force before the transition, which
  // lands after it — i.e. moved forward by the gap's length.
  return wall - before;
}

export function localToUtc(local: LocalDateTime | DateTimeParts, tz: string): Date {
  return new Date(localToUtcMs(local, tz));
}

/** Whether a wall-clock time exists exactly once in the zone (not in a gap or overlap). */
export function localTimeKind(local: LocalDateTime, tz: string): "ok" | "gap" | "overlap" {
  const wall = wallMs(requireDateTime(local));
  const offsets = new Set([offsetMs(wall - DAY, tz), offsetMs(wall + DAY, tz)]);
  const valid = [...offsets].filter((o) => wall - offsetMs(wall - o, tz) === wall - o);
  return valid.length === 0 ? "gap" : valid.length === 2 ? "overlap" : "ok";
}

/** ISO 8601 with the zone's offset: "2025-03-14T20:00:00+01:00" (for JSON-LD and <time datetime>). */
export function isoWithOffset(instant: Date | number, tz: string): string {
  const ms = typeof instant === "number" ? instant : instant.getTime();
  const p = fastParts(ms, tz);
  const base = formatDateTime({ ...p, second: 0 });
  return `${base}:${String(p.second).padStart(2, "0")}${formatOffset(offsetMinutes(ms, tz))}`;
}

/** Today's date in a zone ("YYYY-MM-DD"). */
export function todayIn(tz: string, now: Date | number = Date.now()): string {
  return utcToLocal(now, tz).slice(0, 10);
}
