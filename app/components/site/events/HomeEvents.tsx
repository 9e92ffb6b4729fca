/** The home page's "next 3 events" section (filled by the events capability). */
import type { HomeEventsData } from "~/server/home/events.server.ts";

export function HomeEvents(_props: { data: HomeEventsData }) {
  return null;
}
