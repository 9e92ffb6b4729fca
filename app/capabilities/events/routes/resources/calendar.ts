/** /calendar.ics: the subscription feed of every published event (SPEC §10). */
import type { Route } from "./+types/calendar";
import { publicOrigin } from "~/core/env.server.ts";
import { icsResponse, siteFeed } from "~/capabilities/events/server/feed.server.ts";

export async function loader({ request }: Route.LoaderArgs) {
  const doc = await siteFeed(publicOrigin(request));
  return icsResponse(request, doc, "calendar.ics", "inline");
}
