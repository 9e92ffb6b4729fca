/** Dashboard data from the events capability: the next dates and how many drafts wait. */
import type { OccurrenceView } from "~/capabilities/events/lib/views.ts";
import { occurrenceView } from "~/capabilities/events/lib/views.ts";
import { countEvents } from "~/capabilities/events/server/data/events.server.ts";
import { upcomingOccurrences } from "~/capabilities/events/server/data/queries.server.ts";

export interface DashboardEventsData {
  next: (OccurrenceView & { adminPath: string })[];
  drafts: number;
}

export async function loadDashboardEvents(): Promise<DashboardEventsData> {
  const [list, drafts] = await Promise.all([upcomingOccurrences(Date.now(), 5), countEvents("draft")]);
  return {
    next: list.map(({ event, occ }) => ({ ...occurrenceView(event, occ), adminPath: `/admin/events/${event.id}` })),
    drafts,
  };
}
