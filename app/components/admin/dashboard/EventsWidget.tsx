import type { DashboardEventsData } from "~/server/dashboard/events.server.ts";

/** Next events on the dashboard (filled by the events capability). */
export function EventsWidget(_props: { data: DashboardEventsData }) {
  return null;
}
