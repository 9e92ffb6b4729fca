/** Data for the home page's "next events" section (SPEC §9: the next 3 dates). */
import type { ListItem } from "~/lib/events/views.ts";
import { homeEventsData } from "~/server/db/events-pages.server.ts";

export type HomeEventsData = ListItem[];

export async function loadHomeEvents(_request: Request): Promise<HomeEventsData> {
  return homeEventsData();
}
