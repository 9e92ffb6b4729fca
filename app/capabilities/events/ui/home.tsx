/** The home page's dates: markup rendered on the server (server/home.server.ts), placed as it is. */
import { slotComponent, slotComponents } from "~/core/ui/slots.ts";
import { eventsHome } from "../slots.ts";
import listCss from "../list.css?url";

// No markup in a document's hydration data: React keeps the server's (ServerMarkupData). Its links are plain:
// the home page hands their clicks to the router (data-plain-links, core/ui/plain-links.ts).
export default slotComponents(
  slotComponent(eventsHome, ({ data }) => (
    <div
      className="events-slot"
      data-plain-links=""
      dangerouslySetInnerHTML={{ __html: data.html ?? "" }}
      suppressHydrationWarning
    />
  )),
);
/** The list's styles, inlined on the home page (app/capabilities/ui.home.tsx). */
export const css = [listCss];
