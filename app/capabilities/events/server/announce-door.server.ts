/**
 * Published events for the fans' new-date digest (issue 12 point 6, offered
 * through index.server.ts): each event with a date to come, once, with its
 * place's coordinates (through the venue) and whether it is cancelled, so the
 * digest can say new, moved or cancelled and pick the dates near a fan.
 */
import { occurrenceView } from "~/capabilities/events/lib/views.ts";
import { upcomingOccurrences } from "./data/queries.server.ts";

export interface AnnounceableEvent {
  eventId: string;
  title: string;
  /** The event's own start (a series' first date): a change of it is a move. */
  startsAt: string;
  /** Its next date, as the site shows it, in the event's zone. */
  whenText: string;
  path: string;
  venueName: string;
  latitude: number | null;
  longitude: number | null;
  cancelled: boolean;
}

export async function announceableEvents(nowMs = Date.now()): Promise<AnnounceableEvent[]> {
  const seen = new Set<string>();
  const out: AnnounceableEvent[] = [];
  for (const { event: e, occ } of await upcomingOccurrences(nowMs)) {
    if (seen.has(e.id)) continue;
    seen.add(e.id);
    const v = occurrenceView(e, occ);
    out.push({
      eventId: e.id,
      title: e.title,
      startsAt: e.startsAt,
      whenText: v.whenText,
      path: v.path,
      venueName: e.venueName,
      latitude: e.latitude,
      longitude: e.longitude,
      cancelled: e.status === "cancelled",
    });
  }
  return out;
}
