/**
 * UTC-offset transitions of a zone (DST starts and ends, rule changes),
 * discovered from Intl by sampling and bisection, so VTIMEZONE blocks can be
 * written without shipping tz data. Results are cached per zone and year.
 */
import { yearTransitions } from "./zoned.ts";

export interface Transition {
  /** The first instant (ms) with the new offset. */
  at: number;
  /** Offsets in ms, east positive. */
  from: number;
  to: number;
}

function transitionsInYear(tz: string, year: number): Transition[] {
  return yearTransitions(tz, year);
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
