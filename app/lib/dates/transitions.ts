/**
 * UTC-offset transitions of a zone (DST starts and ends, rule changes),
 * discovered from Intl by sampling and bisection, so VTIMEZONE blocks can be
 * written without shipping tz data. Results are cached per zone and year.
 */
import { offsetMs } from "./zoned.ts";

export interface Transition {
  /** The first instant (ms) with the new offset. */
  at: number;
  /** Offsets in ms, east positive. */
  from: number;
  to: number;
}

// Every 4 days: shorter than any interval between two transitions in the tz
// database since 1970, so none is missed, at ~92 Intl calls per zone-year.
const STEP = 4 * 86_400_000;
const SECOND = 1000;
const cache = new Map<string, Transition[]>();

function bisect(tz: string, lo: number, hi: number, from: number): number {
  // Invariant: offset(lo) === from, offset(hi) !== from. Transitions fall on whole seconds.
  while (hi - lo > SECOND) {
    const mid = lo + Math.floor((hi - lo) / 2 / SECOND) * SECOND;
    if (offsetMs(mid, tz) === from) lo = mid;
    else hi = mid;
  }
  return hi;
}

function transitionsInYear(tz: string, year: number): Transition[] {
  const key = `${tz}|${year}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const start = Date.UTC(year, 0, 1);
  const end = Date.UTC(year + 1, 0, 1);
  const out: Transition[] = [];
  let t = start;
  let off = offsetMs(t, tz);
  while (t < end) {
    const next = Math.min(t + STEP, end);
    const nextOff = offsetMs(next, tz);
    if (nextOff !== off) {
      const at = bisect(tz, t, next, off);
      // `at` may be the year's end itself; it then belongs to next year.
      if (at < end) out.push({ at, from: off, to: offsetMs(at, tz) });
    }
    t = next;
    off = nextOff;
  }
  cache.set(key, out);
  return out;
}

const yearOf = (ms: number) => new Date(ms).getUTCFullYear();

/** Transitions with from ≤ at < to, oldest first. */
export function transitionsBetween(tz: string, from: number, to: number): Transition[] {
  const out: Transition[] = [];
  for (let y = yearOf(from); y <= yearOf(to); y++) {
    for (const tr of transitionsInYear(tz, y)) if (tr.at >= from && tr.at < to) out.push(tr);
  }
  return out;
}

/** The last transition before `ms`, looking back no further than 1970; null if none. */
export function lastTransitionBefore(tz: string, ms: number): Transition | null {
  for (let y = yearOf(ms); y >= 1970; y--) {
    const list = transitionsInYear(tz, y).filter((tr) => tr.at < ms);
    if (list.length > 0) return list[list.length - 1]!;
  }
  return null;
}
