/** Data for the home page's "next events" section (SPEC §9: the next 3 dates). */
import type { ListItem } from "~/capabilities/events/lib/views.ts";
import { homeEventsData } from "./pages.server.ts";

export type HomeEventsData = ListItem[];

export async function loadHomeEvents(_request: Request): Promise<HomeEventsData> {
  return homeEventsData();
}
