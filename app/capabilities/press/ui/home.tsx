/** The home page's press-kit link: markup rendered on the server (server/home.server.ts), placed as it is — no JavaScript of its own. */
import { slotComponent, slotComponents } from "~/core/ui/slots.ts";
import { pressHome } from "../slots.ts";

// No markup in a document's hydration data: React keeps the server's (ServerMarkupData). No kit: no part (null data).
export default slotComponents(
  slotComponent(pressHome, ({ data }) => (
    <div className="press-slot" dangerouslySetInnerHTML={{ __html: data.html ?? "" }} suppressHydrationWarning />
  )),
);
