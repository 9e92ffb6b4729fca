/**
 * Which calendar date an occurrence is listed under. A set that starts after
 * midnight (before NIGHT_CUTOFF_HOUR) belongs to the night before when the
 * event says so: "Friday night, 01:30" is listed on Friday, in the list and
 * in the month grid, while its real start stays Saturday 01:30.
 * See docs/decisions/0102-recurrence-rules.md; for multi-day events in the
 * grid, 0106-multi-day-events-in-the-month-grid.md.
 */
import { type CivilDate, type LocalDateTime, addDays, datePart } from "~/core/dates/civil.ts";

/** Sets starting before 06:00 can belong to the night before; later ones are "tomorrow morning". */
export const NIGHT_CUTOFF_HOUR = 6;

export function listingDate(localStart: LocalDateTime, belongsToNightBefore: boolean): CivilDate {
  const date = datePart(localStart);
  if (!belongsToNightBefore) return date;
  const hour = Number(localStart.slice(11, 13));
  return hour < NIGHT_CUTOFF_HOUR ? addDays(date, -1) : date;
}

/** Whether listing moved the occurrence to the previous date (the UI then says "night of …"). */
export function isNightBefore(localStart: LocalDateTime, belongsToNightBefore: boolean): boolean {
  return listingDate(localStart, belongsToNightBefore) !== datePart(localStart);
}

/**
 * Every date an occurrence is on in the month grid: the listing date through
 * the last day it runs. All-day events cover their days; a timed one ending
 * before NIGHT_CUTOFF_HOUR ends "that night", so a 21:00–01:00 show is on one
 * date and a Friday-to-Sunday festival on three.
 */
export function listingDays(
  o: { start: LocalDateTime; end: LocalDateTime | null },
  allDay: boolean,
  belongsToNightBefore: boolean,
): CivilDate[] {
  const first = allDay ? datePart(o.start) : listingDate(o.start, belongsToNightBefore);
  let last = first;
  if (o.end) {
    const endDate = datePart(o.end);
    last = allDay || Number(o.end.slice(11, 13)) >= NIGHT_CUTOFF_HOUR ? endDate : addDays(endDate, -1);
  }
  const days = [first];
  // At most 32 days: events last 31 at most (SPEC §5); the bound also stops a bad row from looping.
  for (let d = addDays(first, 1); d <= last && days.length < 32; d = addDays(d, 1)) days.push(d);
  return days;
}
