/** Loader data for the studio's event list (/admin/events): one row per series, with its next (or last) date. */
import type { EventStatus, Visibility } from "~/capabilities/events/lib/model.ts";
import { occurrenceView } from "~/capabilities/events/lib/views.ts";
import { type AdminTab, listAdminEvents } from "./data/events.server.ts";
import { pickOccurrence } from "./data/queries.server.ts";

export type { AdminTab };

export interface AdminEventRow {
  id: string;
  title: string;
  slug: string;
  status: EventStatus;
  rescheduled: boolean;
  visibility: Visibility;
  when: string;
  whenIso: string;
  venue: string;
  recurring: boolean;
}

export async function adminEventRows(tab: AdminTab, q: string, nowMs = Date.now()): Promise<AdminEventRow[]> {
  const events = await listAdminEvents(tab, q, nowMs);
  return events.map((e) => {
    const o = pickOccurrence(e, null, nowMs);
    const v = o ? occurrenceView(e, o) : null;
    return {
      id: e.id,
      title: e.title,
      slug: e.slug,
      status: e.status,
      rescheduled: e.previousStartsAt !== null && e.status !== "cancelled",
      visibility: e.visibility,
      when: v ? `${v.dateLabel}, ${v.timeLabel}` : e.startLocal.replace("T", " "),
      whenIso: v?.startIso ?? e.startsAt,
      venue: [e.venueName, v?.town].filter(Boolean).join(", "),
      recurring: e.rule !== null,
    };
  });
}
