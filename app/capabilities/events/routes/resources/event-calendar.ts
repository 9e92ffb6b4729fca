/** /events/:slug/calendar.ics — one event (all its dates), or one date with ?date=YYYY-MM-DD. */
import type { Route } from "./+types/event-calendar";
import { publicOrigin } from "~/core/env.server.ts";
import { eventCalendar, icsResponse } from "~/capabilities/events/server/feed.server.ts";

export async function loader({ request, params }: Route.LoaderArgs) {
  const date = new URL(request.url).searchParams.get("date");
  const { doc, filename } = await eventCalendar(params.slug, date, publicOrigin(request));
  return icsResponse(request, doc, filename, "attachment");
}
