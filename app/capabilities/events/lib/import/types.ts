/**
 * What an import reads from a file or a feed, before anything is written:
 * the events it could read (each with the key that matches it on the next
 * import) and the rows it could not, each with its reason.
 */
import type { EventStatus } from "~/capabilities/events/lib/model.ts";
import type { RecurrenceRule } from "~/capabilities/events/lib/recurrence.ts";
import type { ImportText } from "./messages.ts";

export interface ImportedEvent {
  /** The match key: the iCalendar UID (plus "#<date>" for a date split off a series), or a CSV row's stable key. */
  key: string;
  title: string;
  /** Plain text, stored as the event's Markdown description. */
  description: string;
  /** "Venue name, street, town" as LOCATION carries it; made into a saved venue. */
  location: string;
  /** The place's pin (iCalendar GEO), given to a venue made for it. */
  geo: { lat: number; lon: number } | null;
  /** Ticket links as the source gives them (a link, a price as text, a label); stored as Marquee ticket links. */
  tickets: ImportedTicket[];
  startLocal: string;
  endLocal: string | null;
  tz: string;
  allDay: boolean;
  rule: RecurrenceRule | null;
  status: EventStatus;
  /** Where it was read: the line (iCalendar) or row (CSV), 1-based. */
  line: number;
  /** How it was read when that is worth saying ("expanded from a daily rule"); a string in previews staged before the catalogues. */
  note?: ImportText | string;
}

export interface ImportedTicket {
  /** "" for the default ("Tickets"). */
  label: string;
  /** http(s) or "". */
  url: string;
  /** Free text: "€15", "12–15 EUR", "free". */
  price: string;
}

export interface UnreadableRow {
  line: number;
  /** What the row is, as far as it could be read (a title, a UID, "row 7"). */
  label: string;
  /** A string in previews staged before the catalogues. */
  reason: ImportText | string;
}

export type ImportFormat = "ics" | "csv-generic" | "csv-tec";

export interface ParsedImport {
  format: ImportFormat;
  /** The calendar's own name (X-WR-CALNAME) when it has one. */
  name: string;
  events: ImportedEvent[];
  unreadable: UnreadableRow[];
  /** Notes about the whole file (read as Windows-1252, a horizon used). */
  notes: (ImportText | string)[];
  /** A feed's ETag and Last-Modified when it was read, kept for the subscription's next conditional request. */
  validators?: { etag?: string; lastModified?: string };
}

/** What decides "changed": every field the import writes, in a fixed order. */
export function fingerprint(e: ImportedEvent): string {
  return JSON.stringify([
    e.title,
    e.description,
    e.location,
    e.geo,
    e.tickets,
    e.startLocal,
    e.endLocal,
    e.tz,
    e.allDay,
    e.rule,
    e.status,
  ]);
}

/** A subscription as the studio lists it. */
export interface FeedView {
  id: string;
  url: string;
  label: string;
  checkedAt: string | null;
  ok: boolean;
  /** What the last check did, or why it failed, in the reader's words. */
  message: string;
  /** Imported dates no longer in the feed, waiting for the owner. */
  pendingRemovals: number;
}
