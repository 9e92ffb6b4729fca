/** /events/:slug/calendar.ics — one event (all its dates), or one date with ?date=YYYY-MM-DD. */
import type { Route } from "./+types/event-calendar";
import { publicOrigin } from "~/server/env.server.ts";
import { getEventBySlug } from "~/server/db/events.server.ts";
import { pickOccurrence } from "~/server/db/events-queries.server.ts";
import { eventFeed, icsResponse } from "~/server/db/events-feed.server.ts";
import { notFound } from "~/server/http/errors.server.ts";

export async function loader({ request, params }: Route.LoaderArgs) {
  const event = await getEventBySlug(params.slug);
  if (!event || event.visibility !== "published") throw notFound();
  const date = new URL(request.url).searchParams.get("date");
  const only = date ? pickOccurrence(event, date) : event.rule ? null : pickOccurrence(event, null);
  if (date && !only) throw notFound();
  const doc = await eventFeed(event, publicOrigin(request), only);
  return icsResponse(request, doc, `${event.slug}${date ? `-${date}` : ""}.ics`, "attachment");
}
