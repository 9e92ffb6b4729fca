/** /events/:slug/calendar.ics — one event (all its dates), or one date with ?date=YYYY-MM-DD. */
import type { Route } from "./+types/event-calendar";
import { publicOrigin } from "~/core/env.server.ts";
import { getEventBySlug } from "~/capabilities/events/server/data/events.server.ts";
import { pickOccurrence } from "~/capabilities/events/server/data/queries.server.ts";
import { eventFeed, icsResponse } from "~/capabilities/events/server/feed.server.ts";
import { notFound } from "~/core/http/errors.server.ts";

export async function loader({ request, params }: Route.LoaderArgs) {
  const event = await getEventBySlug(params.slug);
  if (!event || event.visibility !== "published") throw notFound();
  const date = new URL(request.url).searchParams.get("date");
  const only = date ? pickOccurrence(event, date) : event.rule ? null : pickOccurrence(event, null);
  if (date && !only) throw notFound();
  const doc = await eventFeed(event, publicOrigin(request), only);
  return icsResponse(request, doc, `${event.slug}${date ? `-${date}` : ""}.ics`, "attachment");
}
