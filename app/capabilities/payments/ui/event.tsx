/**
 * The payments capability's part of the public event page: the Buy form,
 * rendered on the server (server/render.server.tsx); this wrapper is all that
 * reaches the browser.
 */
import type { ServerMarkupData } from "~/core/ui/slots.ts";

export default {
  tickets: ({ data }: { data: ServerMarkupData }) => (
    <div className="buy-part" dangerouslySetInnerHTML={{ __html: data.html ?? "" }} suppressHydrationWarning />
  ),
};
