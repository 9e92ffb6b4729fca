/**
 * Row types of the events tables. Timestamps are ISO-8601 UTC text; booleans 0/1.
 *
 * An event stores its start twice on purpose: `start_local` + `time_zone` is
 * what the editor typed and what recurrence expands from (so 20:00 stays
 * 20:00 across DST); `starts_at` is that instant in UTC, for ordering and
 * queries. `span_start_at`/`span_end_at` bound every occurrence of a series
 * (moves included) so window queries can select candidates in SQL before
 * expanding them; `span_end_at` is null for an open-ended rule.
 */

export type EventStatusValue = "scheduled" | "postponed" | "cancelled" | "sold_out";
export type EventVisibility = "draft" | "published";

export interface EventsTable {
  id: string;
  slug: string; // unique, [a-z0-9-]{1,80}
  title: string;
  description: string; // Markdown
  start_local: string; // "YYYY-MM-DDTHH:mm" in time_zone (00:00 for all-day)
  end_local: string | null; // all-day: the last day at 00:00 (inclusive)
  starts_at: string; // UTC instant of start_local
  ends_at: string | null;
  all_day: number;
  time_zone: string; // IANA
  venue_id: string | null; // a saved venue (venues), or none
  tickets: string; // JSON TicketLink[] (lib/tickets.ts; ADR 0108)
  status: EventStatusValue;
  visibility: EventVisibility;
  image_upload_id: string | null; // an upload from the media capability
  previous_starts_at: string | null; // set when a published event's start moves
  recurrence: string | null; // JSON RecurrenceRule (app/lib/events/recurrence.ts)
  night_before: number; // a set after midnight is listed on the night before
  span_start_at: string;
  span_end_at: string | null;
  sequence: number; // iCalendar SEQUENCE: raised on every change
  published_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A saved venue (issue 11): entered once, picked by events, edited in one place. */
export interface VenuesTable {
  id: string;
  name: string; // 1–120
  address: string; // free text, lines
  latitude: number | null;
  longitude: number | null;
  website: string; // an http(s) link or ""
  created_at: string;
  updated_at: string;
}

export interface EventsTables {
  events: EventsTable;
  venues: VenuesTable;
}

declare module "~/core/db/schema.server.ts" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this capability's tables to the database type
  interface Database extends EventsTables {}
}
