/** Data of the public RSVP pages: the date they are about, and the form. */
import { getEventDate } from "~/capabilities/events/index.server.ts";
import { isoWithOffset } from "~/core/dates/zoned.ts";
import { formatWhen } from "~/core/dates/format.ts";
import { siteI18n } from "~/core/i18n/site-language.server.ts";
import { loadRsvpPart, type RsvpPartData } from "./event-part.server.ts";

export interface RsvpPageData {
  title: string;
  whenText: string;
  startIso: string;
  venueName: string;
  path: string;
  form: RsvpPartData;
}

/** Null when the date does not exist, is not published, or takes no replies at all. */
export async function rsvpPage(eventId: string, date: string, nowMs = Date.now()): Promise<RsvpPageData | null> {
  const d = await getEventDate(eventId, date);
  if (!d || d.date !== date || d.visibility !== "published") return null;
  const form = await loadRsvpPart({ eventId, date }, nowMs);
  if (!form) return null;
  const tr = await siteI18n();
  return {
    title: d.title,
    whenText: formatWhen({ start: d.startMs, end: d.endMs, tz: d.tz, allDay: d.allDay }, tr.intl),
    startIso: d.allDay ? d.date : isoWithOffset(d.startMs, d.tz),
    venueName: d.venueName,
    path: d.path,
    form,
  };
}
