/**
 * The events capability's own parts of the public event page (ids match the
 * manifest's `eventPage`): the line-up, rendered on the server
 * (server/lineup-part.server.tsx); this wrapper is all that reaches the browser.
 */
import { slotComponent, slotComponents } from "~/core/ui/slots.ts";
import { eventsLineup } from "../slots.ts";

// No markup in a document's hydration data: React keeps the server's (ServerMarkupData).
export default slotComponents(
  slotComponent(eventsLineup, ({ data }) => (
    <div className="lineup-part" dangerouslySetInnerHTML={{ __html: data.html ?? "" }} suppressHydrationWarning />
  )),
);
