/**
 * One VEVENT's own fields as Marquee stores them: title, text, place, ticket
 * link, price, status, and its timing in one IANA zone.
 *
 * Marquee's own feed says some things in the text (lib/ics-events.ts):
 * "Cancelled: " / "Postponed: " before the title and " (sold out)" after it,
 * "Price: …" and "Tickets: …" paragraphs and the page's address at the end of
 * the description. They are read back into their fields, so /calendar.ics
 * imported into another Marquee gives the same events.
 */
import { addDays, datePart, diffDays } from "~/core/dates/civil.ts";
import { utcToLocal } from "~/core/dates/zoned.ts";
import { unescapeText } from "~/capabilities/events/lib/ics/text.ts";
import type { EventStatus } from "~/capabilities/events/lib/model.ts";
import { localInEventRange } from "~/capabilities/events/lib/date-range.ts";
import { type ReadComponent, all, first } from "./ics-read.ts";
import { type TimeValue, type ZoneOf, ValueError, durationMinutes, inZone, readTime } from "./ics-values.ts";
import { IMPORT_TEXT, joinTexts } from "./messages.ts";
import type { ImportedTicket } from "./types.ts";

export const MAX_TITLE = 120;
export const MAX_DESCRIPTION = 20_000;
export const MAX_DAYS = 31;

export interface VeventFields {
  uid: string;
  title: string;
  description: string;
  location: string;
  geo: { lat: number; lon: number } | null;
  tickets: ImportedTicket[];
  status: EventStatus;
  start: TimeValue;
  /** Local end in start.tz (all-day: the last day, inclusive), or null. */
  endLocal: string | null;
  allDay: boolean;
  /** RECURRENCE-ID, when this VEVENT changes one date of a series. */
  recurrenceId: TimeValue | null;
  rrule: string | null;
  exdates: TimeValue[];
  rdates: TimeValue[];
  line: number;
}

const text = (c: ReadComponent, name: string) => {
  const p = first(c, name);
  return p ? unescapeText(p.value).replace(/\r\n?/g, "\n").trim() : "";
};

export const isHttpUrl = (u: string) => {
  try {
    const url = new URL(u);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
};

function titleAndStatus(summary: string, icsStatus: string): { title: string; status: EventStatus } {
  let title = summary;
  let status: EventStatus = icsStatus === "CANCELLED" ? "cancelled" : "scheduled";
  if (icsStatus === "CANCELLED" && /^Cancell?ed: /i.test(title)) title = title.replace(/^Cancell?ed: /i, "");
  else if (icsStatus === "TENTATIVE" && title.startsWith("Postponed: ")) {
    title = title.slice("Postponed: ".length);
    status = "postponed";
  } else if (icsStatus !== "CANCELLED" && title.endsWith(" (sold out)")) {
    title = title.slice(0, -" (sold out)".length);
    status = "sold_out";
  }
  return { title: title.trim(), status };
}

/**
 * Ticket lines at the end of a description. Marquee's feed writes one per
 * link: "Tickets (€12–15): https://…", "Presale: https://…", "At the door: €10";
 * older Marquee feeds and some plugins write "Price: …" and "Tickets: …". The
 * labelled form is read only from Marquee's own feeds (any text may end with
 * "More: https://…"); "Price:"/"Tickets:" from any.
 */
function descriptionParts(
  description: string,
  url: string,
  marquee: boolean,
): { description: string; tickets: ImportedTicket[] } {
  const paragraphs = description.split(/\n{2,}/);
  const tickets: ImportedTicket[] = [];
  if (url && paragraphs.at(-1)?.trim() === url) paragraphs.pop();
  let price = "";
  for (;;) {
    const last = paragraphs.at(-1)?.trim() ?? "";
    const plain = /^Tickets: (\S+)$/.exec(last);
    const priced = /^Price: (.{1,100})$/.exec(last);
    const labelled = marquee ? /^([^:()\n]{1,60}?)(?: \(([^()\n]{1,60})\))?: (\S.{0,2000})$/.exec(last) : null;
    if (plain && isHttpUrl(plain[1]!)) tickets.unshift({ label: "", url: plain[1]!, price: "" });
    else if (priced && !tickets.length) price = priced[1]!;
    else if (labelled && paragraphs.length > 1) {
      const [, label, p, rest] = labelled;
      const isUrl = isHttpUrl(rest!);
      tickets.unshift({
        label: label === "Tickets" ? "" : label!,
        url: isUrl ? rest! : "",
        price: isUrl ? (p ?? "") : rest!,
      });
    } else break;
    paragraphs.pop();
  }
  if (price) {
    if (tickets[0]) tickets[0].price = price;
    else tickets.push({ label: "", url: "", price });
  }
  const rest = paragraphs.join("\n\n").trim();
  // A link the description does not carry (Apple's URL field) is kept as its last line.
  const keepUrl = url && !description.includes(url) && isHttpUrl(url);
  return { description: keepUrl ? `${rest}${rest ? "\n\n" : ""}${url}` : rest, tickets };
}

/** GEO:"lat;lon" (RFC 5545 §3.8.1.6); null when absent or out of range. */
function readGeo(v: string | undefined): { lat: number; lon: number } | null {
  const m = /^\s*(-?\d+(?:\.\d+)?)\s*[;,]\s*(-?\d+(?:\.\d+)?)\s*$/.exec(v ?? "");
  if (!m) return null;
  const [lat, lon] = [Number(m[1]), Number(m[2])];
  return Math.abs(lat) <= 90 && Math.abs(lon) <= 180 ? { lat, lon } : null;
}

/** Reads one VEVENT; throws ValueError with the reason it can't be imported. */
export function readVevent(c: ReadComponent, ctx: { zoneOf: ZoneOf; calTz: string; marquee: boolean }): VeventFields {
  if (c.errors.length) throw new ValueError(joinTexts(c.errors));
  const dtstart = first(c, "DTSTART");
  if (!dtstart) throw new ValueError(IMPORT_TEXT.noStart);
  const start = readTime(dtstart.value, dtstart.params, ctx);
  if (!localInEventRange(start.local)) throw new ValueError(IMPORT_TEXT.outOfRange);
  const tz = start.tz;
  let endLocal: string | null = null;
  const dtend = first(c, "DTEND") ?? first(c, "DUE");
  const duration = first(c, "DURATION");
  if (dtend) {
    const end = inZone(readTime(dtend.value, dtend.params, ctx), tz);
    if (end.ms < start.ms) throw new ValueError(IMPORT_TEXT.endBeforeStart);
    if (start.date)
      endLocal =
        datePart(end.local) > addDays(datePart(start.local), 1) ? `${addDays(datePart(end.local), -1)}T00:00` : null;
    else endLocal = end.ms > start.ms ? end.local : null;
  } else if (duration) {
    const minutes = durationMinutes(duration.value);
    if (minutes === null) throw new ValueError(IMPORT_TEXT.badDate(duration.value));
    if (minutes < 0) throw new ValueError(IMPORT_TEXT.endBeforeStart);
    if (start.date)
      endLocal = minutes > 1440 ? `${addDays(datePart(start.local), Math.ceil(minutes / 1440) - 1)}T00:00` : null;
    else endLocal = minutes > 0 ? utcToLocal(start.ms + minutes * 60_000, tz) : null;
  }
  if (endLocal && diffDays(datePart(start.local), datePart(endLocal)) > MAX_DAYS)
    throw new ValueError(IMPORT_TEXT.tooLong);
  if (endLocal && !localInEventRange(endLocal)) throw new ValueError(IMPORT_TEXT.outOfRange);

  const { title, status } = titleAndStatus(text(c, "SUMMARY"), (first(c, "STATUS")?.value ?? "").trim().toUpperCase());
  const url = (first(c, "URL")?.value ?? "").trim();
  const parts = descriptionParts(text(c, "DESCRIPTION"), url, ctx.marquee);
  const rid = first(c, "RECURRENCE-ID");
  const readList = (name: string) =>
    all(c, name).flatMap((p) =>
      p.params.VALUE?.toUpperCase() === "PERIOD"
        ? []
        : p.value
            .split(",")
            .filter(Boolean)
            .map((v) => inZone(readTime(v, p.params, ctx), tz)),
    );
  return {
    uid: (first(c, "UID")?.value ?? "").trim(),
    title: (title || "").slice(0, MAX_TITLE),
    description: parts.description.slice(0, MAX_DESCRIPTION),
    location: text(c, "LOCATION").replace(/\n+/g, ", "),
    // Apple puts the pin in its structured location ("geo:34.1,-118.3") rather than GEO.
    geo:
      readGeo(first(c, "GEO")?.value) ?? readGeo(first(c, "X-APPLE-STRUCTURED-LOCATION")?.value.replace(/^geo:/i, "")),
    tickets: parts.tickets,
    status,
    start,
    endLocal,
    allDay: start.date,
    recurrenceId: rid ? inZone(readTime(rid.value, rid.params, ctx), tz) : null,
    rrule: first(c, "RRULE")?.value.trim() ?? null,
    exdates: readList("EXDATE"),
    rdates: readList("RDATE"),
    line: c.line,
  };
}
