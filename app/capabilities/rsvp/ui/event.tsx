/**
 * The RSVP capability's part of the public event page (ids match the
 * manifest's `eventPage`). The form is rendered on the server
 * (server/render.server.tsx); this wrapper is all that reaches the browser.
 */
import type { ServerMarkupData } from "~/core/ui/slots.ts";

// No markup in a document's hydration data: React keeps the server's (ServerMarkupData).
export default {
  rsvp: ({ data }: { data: ServerMarkupData }) => (
    <div className="rsvp-part" dangerouslySetInnerHTML={{ __html: data.html ?? "" }} suppressHydrationWarning />
  ),
  "rsvp-cta": ({ data }: { data: ServerMarkupData }) => (
    <div className="rsvp-cta-slot" dangerouslySetInnerHTML={{ __html: data.html ?? "" }} suppressHydrationWarning />
  ),
};
