/**
 * Calendar ("civil") dates and wall-clock date-times with no time zone
 * attached: "2025-03-14" and "2025-03-14T20:00". Plain arithmetic on the
 * proleptic Gregorian calendar, done in UTC so no host zone can leak in.
 */

/** "YYYY-MM-DD" */
export type CivilDate = string;
/** "YYYY-MM-DDTHH:mm" (what <input type="datetime-local"> gives), optionally ":ss". */
export type LocalDateTime = string;

export interface DateParts {
  year: number;
  month: number; // 1–12
  day: number;
}

export interface DateTimeParts extends DateParts {
  hour: number;
  minute: number;
  second: number;
}

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME_RE = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/;
const DAY_MS = 86_400_000;

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function validDate(p: DateParts): boolean {
  return (
    p.year >= 1 &&
    p.year <= 9999 &&
    p.month >= 1 &&
    p.month <= 12 &&
    p.day >= 1 &&
    p.day <= daysInMonth(p.year, p.month)
  );
}

export function parseDate(value: string): DateParts | null {
  const m = DATE_RE.exec(value);
  if (!m) return null;
  const p = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  return validDate(p) ? p : null;
}

export function isCivilDate(value: string): boolean {
  return parseDate(value) !== null;
}

export function parseDateTime(value: string): DateTimeParts | null {
  const m = DATE_TIME_RE.exec(value);
  if (!m) return null;
  const p = {
    year: Number(m[1]),
    month: Number(m[2]),
    day: Number(m[3]),
    hour: Number(m[4]),
    minute: Number(m[5]),
    second: m[6] ? Number(m[6]) : 0,
  };
  if (!validDate(p) || p.hour > 23 || p.minute > 59 || p.second > 59) return null;
  return p;
}

export function isLocalDateTime(value: string): boolean {
  return parseDateTime(value) !== null;
}

export function formatDate(p: DateParts): CivilDate {
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/** Seconds are written only when not zero, so values round-trip with datetime-local inputs. */
export function formatDateTime(p: DateTimeParts): LocalDateTime {
  const base = `${formatDate(p)}T${pad(p.hour)}:${pad(p.minute)}`;
  return p.second ? `${base}:${pad(p.second)}` : base;
}

/** Milliseconds as if the wall-clock value were UTC: a zone-free number to do arithmetic on. */
export function wallMs(p: DateParts & Partial<DateTimeParts>): number {
  const ms = Date.UTC(p.year, p.month - 1, p.day, p.hour ?? 0, p.minute ?? 0, p.second ?? 0);
  // Date.UTC maps years 0–99 to 1900–1999; correct for them.
  return p.year < 100 ? new Date(ms).setUTCFullYear(p.year) : ms;
}

export function fromWallMs(ms: number): DateTimeParts {
  const d = new Date(ms);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
  };
}

function requireDate(value: CivilDate): DateParts {
  const p = parseDate(value);
  if (!p) throw new RangeError(`Not a date: ${value}`);
  return p;
}

export function requireDateTime(value: LocalDateTime): DateTimeParts {
  const p = parseDateTime(value);
  if (!p) throw new RangeError(`Not a local date-time: ${value}`);
  return p;
}

export function addDays(date: CivilDate, days: number): CivilDate {
  return formatDate(fromWallMs(wallMs(requireDate(date)) + days * DAY_MS));
}

/** Whole days from a to b (b − a). */
export function diffDays(a: CivilDate, b: CivilDate): number {
  return Math.round((wallMs(requireDate(b)) - wallMs(requireDate(a))) / DAY_MS);
}

/** ISO weekday: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: CivilDate | DateParts): number {
  const p = typeof date === "string" ? requireDate(date) : date;
  const d = new Date(wallMs(p)).getUTCDay();
  return d === 0 ? 7 : d;
}

/** First day of the month n months after the month of `date` (n may be negative). */
export function addMonths(year: number, month: number, n: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + n;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** "YYYY-MM" */
export function formatMonth(year: number, month: number): string {
  return `${pad(year, 4)}-${pad(month)}`;
}

export function parseMonth(value: string): { year: number; month: number } | null {
  const m = /^(\d{4})-(\d{2})$/.exec(value);
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  return year >= 1 && month >= 1 && month <= 12 ? { year, month } : null;
}

/** The date part of a local date-time. */
export function datePart(value: LocalDateTime): CivilDate {
  return value.slice(0, 10);
}

/** Add minutes to a wall-clock value, ignoring zones (used to carry durations across dates). */
export function addMinutesLocal(value: LocalDateTime, minutes: number): LocalDateTime {
  return formatDateTime(fromWallMs(wallMs(requireDateTime(value)) + minutes * 60_000));
}

export function compareDates(a: CivilDate, b: CivilDate): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
