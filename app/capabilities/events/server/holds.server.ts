/**
 * What other capabilities may do with events (offered through
 * index.server.ts): hold a date with a draft, all-day event — the inbox's
 * "Create hold event" for a booking enquiry — and read a short summary of an
 * event to link to it.
 */
import type { Actor } from "~/core/audit/audit.server.ts";
import { AppError } from "~/core/errors.ts";
import { getSettings } from "~/core/settings/settings.server.ts";
import { isValidTimeZone } from "~/core/dates/zones.ts";
import { DATE_RANGE_MESSAGE, inEventRange } from "~/capabilities/events/lib/date-range.ts";
import type { EventStatus, Visibility } from "~/capabilities/events/lib/model.ts";
import { LIMITS } from "~/capabilities/events/schemas.ts";
import { ticketSubject } from "./tickets.server.ts";
import { getEvent, type EventRecord } from "./data/events.server.ts";
import { createEvent } from "./events.server.ts";

/** Enough of an event for another capability to name it and link to /admin/events/:id. */
export interface EventSummary {
  id: string;
  title: string;
  slug: string;
  /** "YYYY-MM-DDTHH:mm" in `tz` (00:00 for an all-day event). */
  startLocal: string;
  allDay: boolean;
  tz: string;
  visibility: Visibility;
  status: EventStatus;
}

const summaryOf = (e: EventRecord): EventSummary => ({
  id: e.id,
  title: e.title,
  slug: e.slug,
  startLocal: e.startLocal,
  allDay: e.allDay,
  tz: e.tz,
  visibility: e.visibility,
  status: e.status,
});

/**
 * The event's summary, or null when there is no such event (any more). A ticket
 * link's click subject (`<event id>-<link id>`, server/tickets.server.ts) names
 * its event too, so Insights' per-event funnel counts every link's clicks.
 */
export async function getEventSummary(id: string): Promise<EventSummary | null> {
  const e = (await getEvent(id)) ?? (await ticketSubject(id))?.event;
  return e ? summaryOf(e) : null;
}

export interface HoldInput {
  title: string;
  /** The date held, "YYYY-MM-DD" (1900–2200). */
  date: string;
  description?: string;
  /** IANA zone; the site's zone when omitted. */
  tz?: string;
}

/**
 * Holds a date: a draft, all-day event (never public until someone publishes
 * it), audited as `event.create` by `actor`. Input the studio form would
 * refuse is refused the same way: AppError "invalid" naming the field
 * (title, date, tz).
 */
export async function createHoldDraft(actor: Actor | null, input: HoldInput): Promise<EventSummary> {
  const title = input.title.trim();
  if (!title) throw new AppError("invalid", { field: "title", message: "Title is required." });
  if (title.length > LIMITS.title)
    throw new AppError("invalid", { field: "title", message: `Title must be at most ${LIMITS.title} characters.` });
  if (!inEventRange(input.date)) throw new AppError("invalid", { field: "date", message: DATE_RANGE_MESSAGE });
  const tz = input.tz ?? (await getSettings()).time_zone;
  if (!isValidTimeZone(tz))
    throw new AppError("invalid", { field: "tz", message: "Choose a time zone from the list." });
  const event = await createEvent(
    actor,
    {
      title,
      slug: "",
      description: (input.description ?? "").slice(0, LIMITS.description),
      allDay: true,
      startLocal: `${input.date}T00:00`,
      endLocal: null,
      tz,
      venue: null,
      tickets: [],
      nightBefore: false,
      rule: null,
    },
    { visibility: "draft" },
  );
  return summaryOf(event);
}
