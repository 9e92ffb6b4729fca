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

/** `intl`: the studio language's `Intl` tag (dates as its reader writes them). */
export async function adminEventRows(
  tab: AdminTab,
  q: string,
  intl?: string,
  nowMs = Date.now(),
): Promise<AdminEventRow[]> {
  const events = await listAdminEvents(tab, q, nowMs);
  return events.map((e) => {
    const o = pickOccurrence(e, null, nowMs);
    const v = o ? occurrenceView(e, o, nowMs, intl) : null;
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
