/**
 * Dates of events for other capabilities (offered through index.server.ts):
 * RSVP (issue 13) asks which date of which event a reply is for, when it
 * starts, its page, the upcoming dates to choose from in the studio, and the
 * date's .ics to attach to a confirmation.
 */
import { getEvent, listAdminEvents, type EventRecord } from "./data/events.server.ts";
import { nextOccurrencesOf, pickOccurrence } from "./data/queries.server.ts";
import { occurrenceView } from "~/capabilities/events/lib/views.ts";
import type { Occurrence } from "~/capabilities/events/lib/recurrence.ts";
import type { EventStatus, Visibility } from "~/capabilities/events/lib/model.ts";
import { eventFeed } from "./feed.server.ts";

/** One date of one event, as another capability needs it. */
export interface EventDate {
  eventId: string;
  title: string;
  slug: string;
  /** The occurrence's key, "YYYY-MM-DD" (the date the rule generated; a single event's own date). */
  date: string;
  /** The public page of this date. */
  path: string;
  startMs: number;
  endMs: number | null;
  allDay: boolean;
  tz: string;
  /** "Fri 12 June 2026, 20:00 CEST" in the event's zone. */
  whenText: string;
  venueName: string;
  status: EventStatus;
  visibility: Visibility;
  recurring: boolean;
}

const dateOf = (e: EventRecord, o: Occurrence): EventDate => {
  const v = occurrenceView(e, o);
  return {
    eventId: e.id,
    title: e.title,
    slug: e.slug,
    date: o.key,
    path: v.path,
    startMs: o.startMs,
    endMs: o.endMs,
    allDay: e.allDay,
    tz: e.tz,
    whenText: v.whenText,
    venueName: e.venueName,
    // A date called off on its own is cancelled for RSVP and payments too (ADR 2910).
    status: o.cancelled ? "cancelled" : e.status,
    visibility: e.visibility,
    recurring: e.rule !== null,
  };
};

/** The date `date` of the event (its next one when null), or null when the event or the date does not exist. */
export async function getEventDate(eventId: string, date: string | null): Promise<EventDate | null> {
  const e = await getEvent(eventId);
  const o = e ? pickOccurrence(e, date) : null;
  return e && o ? dateOf(e, o) : null;
}

/** The event's next dates (all of a single event's one date while it is not over). */
export async function upcomingDatesOf(eventId: string, limit = 24, nowMs = Date.now()): Promise<EventDate[]> {
  const e = await getEvent(eventId);
  return e ? nextOccurrencesOf(e, nowMs, limit).map((o) => dateOf(e, o)) : [];
}

/** Published events with a date to come, soonest first, for a studio picker. */
export async function upcomingEventChoices(
  nowMs = Date.now(),
): Promise<{ id: string; title: string; next: EventDate | null }[]> {
  const events = await listAdminEvents("upcoming", "", nowMs, 200);
  return events.map((e) => {
    const o = nextOccurrencesOf(e, nowMs, 1)[0];
    return { id: e.id, title: e.title, next: o ? dateOf(e, o) : null };
  });
}

/** The date's iCalendar document (the same one /events/:slug/calendar.ics?date= serves), for a mail attachment. */
export async function eventDateIcs(
  eventId: string,
  date: string,
  origin: string,
): Promise<{ text: string; filename: string } | null> {
  const e = await getEvent(eventId);
  const o = e ? pickOccurrence(e, date) : null;
  if (!e || !o) return null;
  const doc = await eventFeed(e, origin, o);
  return { text: doc.text, filename: `${e.slug}${e.rule ? `-${o.key}` : ""}.ics` };
}
