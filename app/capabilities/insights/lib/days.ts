/** Calendar days as Insights keeps them: "YYYY-MM-DD" in the site's time zone. Pure. */

/** Formats a moment as the site's calendar day ("en-CA" writes YYYY-MM-DD). */
export function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  try {
    return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
  } catch {
    return new Intl.DateTimeFormat("en-CA", { timeZone: "UTC", year: "numeric", month: "2-digit", day: "2-digit" });
  }
}

/** `day` moved by `n` days (calendar arithmetic in UTC: no time zone can make a day 23 hours long here). */
export function shiftDay(day: string, n: number): string {
  const t = Date.parse(`${day}T00:00:00Z`) + n * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to && out.length < 3700; d = shiftDay(d, 1)) out.push(d);
  return out;
}

export const isDay = (v: string | null | undefined): v is string =>
  !!v && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`));

/** Number of days from `from` to `to`, both included. */
export const spanDays = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/**
 * A range as whole months (read from the monthly tables) and the days left at
 * either end (read from the daily ones): 2031-01-15 … 2031-04-10 is the days
 * 01-15…01-31 and 04-01…04-10, and the months 2031-02…2031-03.
 */
export function splitRange(from: string, to: string): { days: [string, string][]; months: [string, string] | null } {
  const nextMonth = (m: string) => shiftDay(`${m}-28`, 4).slice(0, 7);
  const lastOf = (m: string) => shiftDay(`${nextMonth(m)}-01`, -1);
  const startMonth = from.endsWith("-01") ? from.slice(0, 7) : nextMonth(from.slice(0, 7));
  const endMonth = lastOf(to.slice(0, 7)) === to ? to.slice(0, 7) : shiftDay(`${to.slice(0, 7)}-01`, -1).slice(0, 7);
  if (startMonth > endMonth) return { days: [[from, to]], months: null };
  const days: [string, string][] = [];
  if (from < `${startMonth}-01`) days.push([from, shiftDay(`${startMonth}-01`, -1)]);
  if (lastOf(endMonth) < to) days.push([shiftDay(lastOf(endMonth), 1), to]);
  return { days, months: [startMonth, endMonth] };
}
