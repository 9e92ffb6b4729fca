/**
 * CSV files as events, in two layouts (docs/import.md lists the columns):
 *
 * - Marquee's generic layout: title, start_date, start_time, end_date,
 *   end_time, time_zone, venue, address, description, ticket_url, price,
 *   status, id — names in any case, spaces or hyphens for underscores;
 * - The Events Calendar's (WordPress) layout: "Event Name", "Event Start
 *   Date", "Event Start Time", "Event End Date", "Event End Time", "All Day
 *   Event", "Timezone", "Event Venue Name", "Event Description", "Event
 *   Cost", "Event Currency Symbol", "Event Website".
 *
 * A row's stable key is its id column when there is one, else its title and
 * start date: the same row imported again updates its event.
 */
import { diffDays, isCivilDate } from "~/core/dates/civil.ts";
import { isValidTimeZone } from "~/core/dates/zones.ts";
import { localInEventRange } from "~/capabilities/events/lib/date-range.ts";
import { type EventStatus } from "~/capabilities/events/lib/model.ts";
import { slugify } from "~/core/text/slug.ts";
import { CsvError, type CsvRecord, parseCsv } from "~/core/csv/csv.server.ts";
import { ImportFileError } from "./ics-import.ts";
import { MAX_DAYS, MAX_DESCRIPTION, MAX_TITLE, isHttpUrl } from "./ics-fields.ts";
import { IMPORT_TEXT, type ImportText } from "./messages.ts";
import type { ImportedEvent, ParsedImport } from "./types.ts";

type Field =
  | "id"
  | "title"
  | "startDate"
  | "startTime"
  | "endDate"
  | "endTime"
  | "allDay"
  | "tz"
  | "venue"
  | "address"
  | "description"
  | "ticketUrl"
  | "price"
  | "currency"
  | "status";

const norm = (h: string) =>
  h
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, " ");

const GENERIC: Record<string, Field> = {
  id: "id",
  uid: "id",
  title: "title",
  "start date": "startDate",
  "start time": "startTime",
  "end date": "endDate",
  "end time": "endTime",
  "all day": "allDay",
  "time zone": "tz",
  timezone: "tz",
  venue: "venue",
  location: "venue",
  address: "address",
  description: "description",
  "ticket url": "ticketUrl",
  price: "price",
  status: "status",
};

const TEC: Record<string, Field> = {
  "event name": "title",
  "event description": "description",
  "event start date": "startDate",
  "event start time": "startTime",
  "event end date": "endDate",
  "event end time": "endTime",
  "all day event": "allDay",
  timezone: "tz",
  "event timezone": "tz",
  "event venue name": "venue",
  "event cost": "price",
  "event currency symbol": "currency",
  "event website": "ticketUrl",
};

/** "2026-03-05", "03/05/2026" (month first, as The Events Calendar reads slashes), "05-03-2026" (day first). */
export function readCsvDate(v: string): string | null {
  const s = v.trim();
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(s);
  if (m) return civil(m[1]!, m[2]!, m[3]!);
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(s);
  if (m) return civil(m[3]!, m[1]!, m[2]!);
  m = /^(\d{1,2})[-.](\d{1,2})[-.](\d{4})$/.exec(s);
  if (m) return civil(m[3]!, m[2]!, m[1]!);
  return null;
}

const civil = (y: string, mo: string, d: string) => {
  const date = `${y}-${mo.padStart(2, "0")}-${d.padStart(2, "0")}`;
  return isCivilDate(date) ? date : null;
};

/** "20:00", "8:00 PM", "20:00:00", "8pm". */
export function readCsvTime(v: string): string | null {
  const m = /^(\d{1,2})(?:[:.](\d{2}))?(?::\d{2})?\s*([ap]\.?m\.?)?$/i.exec(v.trim());
  if (!m) return null;
  let h = Number(m[1]);
  const min = Number(m[2] ?? "0");
  const ampm = m[3]?.[0]?.toLowerCase();
  if (ampm) {
    if (h < 1 || h > 12) return null;
    h = (h % 12) + (ampm === "p" ? 12 : 0);
  }
  if (h > 23 || min > 59 || (!ampm && m[2] === undefined)) return null;
  return `${String(h).padStart(2, "0")}:${String(min).padStart(2, "0")}`;
}

const STATUS: Record<string, EventStatus> = {
  "": "scheduled",
  scheduled: "scheduled",
  confirmed: "scheduled",
  cancelled: "cancelled",
  canceled: "cancelled",
  postponed: "postponed",
  "sold out": "sold_out",
  sold_out: "sold_out",
};
const yes = (v: string) => /^(1|y|yes|true|x)$/i.test(v.trim());

export function readCsvImport(text: string, opts: { siteTz: string }): ParsedImport {
  let rows: CsvRecord[];
  try {
    rows = parseCsv(text);
  } catch (e) {
    if (e instanceof CsvError) throw new ImportFileError(IMPORT_TEXT.csvUnclosedQuote(e.line));
    throw e;
  }
  const [header, ...data] = rows;
  if (!header) throw new ImportFileError(IMPORT_TEXT.noEvents);
  const names = header.cells.map(norm);
  const tec = names.includes("event name");
  const map = tec ? TEC : GENERIC;
  const col = new Map<Field, number>();
  names.forEach((n, i) => {
    const f = map[n];
    if (f && !col.has(f)) col.set(f, i);
  });
  if (!col.has("title") || !col.has("startDate"))
    throw new ImportFileError(
      names.some((n) => readCsvDate(n)) ? IMPORT_TEXT.csvNoHeader : IMPORT_TEXT.csvUnknownLayout,
    );
  const out: ParsedImport = {
    format: tec ? "csv-tec" : "csv-generic",
    name: "",
    events: [],
    unreadable: [],
    notes: [],
  };
  const keys = new Set<string>();
  for (const r of data) {
    const get = (f: Field) => (col.has(f) ? (r.cells[col.get(f)!] ?? "").trim() : "");
    const label = get("title").slice(0, 80) || `row ${r.line}`;
    const fail = (reason: ImportText) => out.unreadable.push({ line: r.line, label, reason });
    const title = get("title");
    if (!title) {
      fail(IMPORT_TEXT.noTitle);
      continue;
    }
    if (title.length > MAX_TITLE) {
      fail(IMPORT_TEXT.titleTooLong);
      continue;
    }
    const startDate = readCsvDate(get("startDate"));
    if (!startDate) {
      fail(get("startDate") ? IMPORT_TEXT.badDate(get("startDate")) : IMPORT_TEXT.noStart);
      continue;
    }
    const allDay = yes(get("allDay")) || !get("startTime");
    const startTime = allDay ? "00:00" : readCsvTime(get("startTime"));
    if (!startTime) {
      fail(IMPORT_TEXT.badDate(get("startTime")));
      continue;
    }
    const endDate = get("endDate") ? readCsvDate(get("endDate")) : startDate;
    const endTime = allDay || !get("endTime") ? null : readCsvTime(get("endTime"));
    if (!endDate || (get("endTime") && !allDay && !endTime)) {
      fail(IMPORT_TEXT.badDate(get("endDate") || get("endTime")));
      continue;
    }
    const startLocal = `${startDate}T${startTime}`;
    let endLocal: string | null = allDay
      ? endDate > startDate
        ? `${endDate}T00:00`
        : null
      : endTime
        ? `${endDate}T${endTime}`
        : null;
    if (!allDay && !endTime && endDate !== startDate) endLocal = null;
    if (!localInEventRange(startLocal) || (endLocal && !localInEventRange(endLocal))) {
      fail(IMPORT_TEXT.outOfRange);
      continue;
    }
    if (endLocal && endLocal < startLocal) {
      fail(IMPORT_TEXT.endBeforeStart);
      continue;
    }
    if (endLocal && diffDays(startDate, endLocal.slice(0, 10)) > MAX_DAYS) {
      fail(IMPORT_TEXT.tooLong);
      continue;
    }
    const tz = get("tz") && isValidTimeZone(get("tz")) ? get("tz") : opts.siteTz;
    if (get("tz") && !isValidTimeZone(get("tz"))) {
      fail(IMPORT_TEXT.unknownZone(get("tz")));
      continue;
    }
    const status = STATUS[get("status").toLowerCase()];
    if (!status) {
      fail(IMPORT_TEXT.badStatus(get("status")));
      continue;
    }
    const key = get("id") ? `csv:${get("id")}` : `csv:${slugify(title)}@${startDate}`;
    if (keys.has(key)) {
      fail(IMPORT_TEXT.duplicateKey(get("id") || `${title}, ${startDate}`));
      continue;
    }
    keys.add(key);
    const url = get("ticketUrl");
    const price = [get("currency"), get("price")].filter(Boolean).join(get("currency").length === 1 ? "" : " ");
    const e: ImportedEvent = {
      key,
      title,
      description: get("description").replace(/\r\n?/g, "\n").slice(0, MAX_DESCRIPTION),
      location: [get("venue"), get("address")].filter(Boolean).join(", ").replace(/\n+/g, ", "),
      geo: null,
      tickets:
        url || get("price") ? [{ label: "", url: isHttpUrl(url) ? url : "", price: get("price") ? price : "" }] : [],
      startLocal,
      endLocal,
      tz,
      allDay,
      rule: null,
      status,
      line: r.line,
      ...(url && !isHttpUrl(url) ? { note: IMPORT_TEXT.badUrl } : {}),
    };
    out.events.push(e);
  }
  if (!out.events.length && !out.unreadable.length) throw new ImportFileError(IMPORT_TEXT.noEvents);
  return out;
}
