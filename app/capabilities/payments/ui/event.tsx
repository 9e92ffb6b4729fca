/**
 * The payments capability's part of the public event page: the Buy form,
 * rendered on the server (server/render.server.tsx); this wrapper is all that
 * reaches the browser.
 */
import { slotComponent, slotComponents } from "~/core/ui/slots.ts";
import { buyEvent } from "../slots.ts";

export default slotComponents(
  slotComponent(buyEvent, ({ data }) => (
    <div className="buy-part" dangerouslySetInnerHTML={{ __html: data.html ?? "" }} suppressHydrationWarning />
  )),
);
