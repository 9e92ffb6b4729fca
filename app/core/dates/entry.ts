/**
 * Dates and times as a person types them in the studio's language (issue 27):
 * "05.12.2026" and "20:00" in German, "05/12/2026" in British English — never
 * the browser's own <input type="date">, which follows the browser's locale
 * (mm/dd/yyyy and "08:00 PM" on most machines) instead of ours. The same
 * functions run on the server (the action parses what was posted, so the form
 * works without JavaScript) and in the browser (the field tidies what was typed
 * when it loses focus). ISO ("2026-12-05", "2026-12-05T20:00") is always
 * understood too, so older posts, imports and tests keep working. ADR 2710.
 * Browser-safe, no dependencies beyond Intl.
 */
import { type CivilDate, isCivilDate } from "./civil.ts";

type Part = "day" | "month" | "year";

export interface EntryFormat {
  /** The order the locale writes a numeric date in ("day, month, year" for de and en-GB). */
  order: readonly Part[];
  /** What goes between them ("." for de, "/" for en-GB). */
  separator: string;
  /** True where a 12-hour clock is the norm (en-US); the studio's languages today use 24 hours. */
  hour12: boolean;
}

const formats = new Map<string, EntryFormat>();

/** The locale's numeric date order and separator and its clock, read once from Intl. */
export function entryFormat(intl: string): EntryFormat {
  let f = formats.get(intl);
  if (f) return f;
  const parts = new Intl.DateTimeFormat(intl, {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    timeZone: "UTC",
  }).formatToParts(Date.UTC(2026, 11, 5));
  const order = parts.filter((p) => p.type === "day" || p.type === "month" || p.type === "year").map((p) => p.type);
  const separator = parts.find((p) => p.type === "literal")?.value.trim() || "/";
  const hour12 = new Intl.DateTimeFormat(intl, { hour: "numeric", timeZone: "UTC" }).resolvedOptions().hour12 === true;
  f = { order: order.length === 3 ? (order as Part[]) : ["day", "month", "year"], separator, hour12 };
  formats.set(intl, f);
  return f;
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATE_TIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(?::\d{2})?$/;

/** "05.12.2026", "5.12.26", "05122026", "2026-12-05" → "2026-12-05"; null when it is no date. */
export function parseDateEntry(text: string, intl: string): CivilDate | null {
  const s = text.trim().replace(/[./\-\s]+$/, "");
  if (ISO_DATE.test(s)) return isCivilDate(s) ? s : null;
  const { order } = entryFormat(intl);
  let pieces: string[];
  if (/^\d{8}$/.test(s) || /^\d{6}$/.test(s)) {
    // Digits only (a phone's number pad): two for the day and the month, the rest for the year.
    const yearLength = s.length - 4;
    pieces = [];
    let at = 0;
    for (const p of order) {
      const n = p === "year" ? yearLength : 2;
      pieces.push(s.slice(at, at + n));
      at += n;
    }
  } else {
    pieces = s.split(/\s*[./\-\s]\s*/);
    if (pieces.length !== 3 || !pieces.every((x) => /^\d{1,4}$/.test(x))) return null;
  }
  // A four-digit first piece is year-first whatever the locale ("2026/12/05").
  const byPart =
    pieces[0]!.length === 4
      ? { year: pieces[0]!, month: pieces[1]!, day: pieces[2]! }
      : (Object.fromEntries(order.map((p, i) => [p, pieces[i]!])) as Record<Part, string>);
  if (byPart.day.length > 2 || byPart.month.length > 2 || ![2, 4].includes(byPart.year.length)) return null;
  const year = byPart.year.length === 2 ? 2000 + Number(byPart.year) : Number(byPart.year);
  const iso = `${pad(year, 4)}-${pad(Number(byPart.month))}-${pad(Number(byPart.day))}`;
  return isCivilDate(iso) ? iso : null;
}

/** "2026-12-05" → "05.12.2026" (de) / "05/12/2026" (en-GB); anything else comes back as it is. */
export function formatDateEntry(value: string, intl: string): string {
  if (!ISO_DATE.test(value)) return value;
  const { order, separator } = entryFormat(intl);
  const [year, month, day] = value.split("-") as [string, string, string];
  const by: Record<Part, string> = { year, month, day };
  return order.map((p) => by[p]).join(separator);
}

/** "20:00", "20.00", "2000", "20", "20 Uhr", "8 pm", "8:30 p.m." → "20:00"/"20:30"; null when it is no time. */
export function parseTimeEntry(text: string): string | null {
  const m = /^(\d{1,2})(?:\s*[:.h]?\s*(\d{2}))?\s*(?:uhr|h)?\s*([ap])?\.?\s*(?:m\.?)?$/i.exec(text.trim());
  if (!m) return null;
  let hour = Number(m[1]);
  const minute = Number(m[2] ?? "0");
  const half = m[3]?.toLowerCase();
  if (half) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (half === "p" ? 12 : 0);
  }
  if (hour > 23 || minute > 59) return null;
  return `${pad(hour)}:${pad(minute)}`;
}

/** "20:00" → "20:00" (24-hour locales) or "8:00 pm" (12-hour ones); anything else as it is. */
export function formatTimeEntry(value: string, intl: string): string {
  const m = /^(\d{2}):(\d{2})$/.exec(value);
  if (!m || !entryFormat(intl).hour12) return value;
  const hour = Number(m[1]);
  return `${hour % 12 || 12}:${m[2]} ${hour < 12 ? "am" : "pm"}`;
}

/** "05.12.2026 20:00" (or ISO "2026-12-05T20:00") → "2026-12-05T20:00"; null when it is not both. */
export function parseDateTimeEntry(text: string, intl: string): string | null {
  const s = text.trim();
  const iso = ISO_DATE_TIME.exec(s);
  if (iso) return isCivilDate(iso[1]!) && parseTimeEntry(iso[2]!) ? `${iso[1]}T${iso[2]}` : null;
  // The date is everything before the last space or comma, the time what follows.
  const m = /^(.+?)[\s,]+(\d{1,2}(?:\s*[:.h]\s*\d{2})?\s*(?:uhr|h|[ap]\.?\s*m\.?)?)$/i.exec(s);
  if (!m) return null;
  const date = parseDateEntry(m[1]!, intl);
  const time = parseTimeEntry(m[2]!);
  return date && time ? `${date}T${time}` : null;
}

/** "2026-12-05T20:00" → "05.12.2026 20:00"; anything else as it is. */
export function formatDateTimeEntry(value: string, intl: string): string {
  const m = ISO_DATE_TIME.exec(value);
  if (!m) return value;
  return `${formatDateEntry(m[1]!, intl)} ${formatTimeEntry(m[2]!, intl)}`;
}

/** The pattern shown in an empty date field: "TT.MM.JJJJ" from the studio's letters for day, month and year. */
export function datePattern(intl: string, letters: Record<Part, string>): string {
  const { order, separator } = entryFormat(intl);
  return order.map((p) => letters[p]).join(separator);
}

/** The pattern of an empty time field. */
export function timePattern(intl: string): string {
  return entryFormat(intl).hour12 ? "h:mm am" : "hh:mm";
}

/** A sample date, time and both, written the locale's way, for messages ("e.g. 05.12.2026"). */
export function entryExamples(intl: string): { exampleDate: string; exampleTime: string; exampleDateTime: string } {
  return {
    exampleDate: formatDateEntry("2026-12-05", intl),
    exampleTime: formatTimeEntry("20:00", intl),
    exampleDateTime: formatDateTimeEntry("2026-12-05T20:00", intl),
  };
}
