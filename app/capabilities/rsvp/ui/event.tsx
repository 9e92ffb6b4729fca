/**
 * The RSVP capability's part of the public event page (its manifest's
 * `eventPage`). The form is rendered on the server
 * (server/render.server.tsx); this wrapper is all that reaches the browser.
 */
import { slotComponent, slotComponents } from "~/core/ui/slots.ts";
import { rsvpCta, rsvpEvent } from "../slots.ts";

// No markup in a document's hydration data: React keeps the server's (ServerMarkupData).
export default slotComponents(
  slotComponent(rsvpEvent, ({ data }) => (
    <div className="rsvp-part" dangerouslySetInnerHTML={{ __html: data.html ?? "" }} suppressHydrationWarning />
  )),
  slotComponent(rsvpCta, ({ data }) => (
    <div className="rsvp-cta-slot" dangerouslySetInnerHTML={{ __html: data.html ?? "" }} suppressHydrationWarning />
  )),
);
