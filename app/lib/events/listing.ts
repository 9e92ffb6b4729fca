/**
 * Which calendar date an occurrence is listed under. A set that starts after
 * midnight (before NIGHT_CUTOFF_HOUR) belongs to the night before when the
 * event says so: "Friday night, 01:30" is listed on Friday, in the list and
 * in the month grid, while its real start stays Saturday 01:30.
 * See docs/decisions/0102-recurrence-rules.md.
 */
import { type CivilDate, type LocalDateTime, addDays, datePart } from "~/lib/dates/civil.ts";

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
