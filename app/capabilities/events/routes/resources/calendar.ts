/** /calendar.ics: the subscription feed of every published event (SPEC §10). */
import type { Route } from "./+types/calendar";
import { publicOrigin } from "~/core/env.server.ts";
import { requestInfo } from "~/core/http/context.server.ts";
import { signalOutcome } from "~/core/observe.server.ts";
import { icsResponse, siteFeed } from "~/capabilities/events/server/feed.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  // A calendar app fetching the feed is a subscriber; Insights counts distinct ones per day (issue 16).
  signalOutcome({
    kind: "calendar_subscriber",
    subject: "",
    visitor: { ip: requestInfo(context).ip, userAgent: request.headers.get("user-agent") ?? "" },
  });
  const doc = await siteFeed(publicOrigin(request));
  return icsResponse(request, doc, "calendar.ics", "inline");
}
