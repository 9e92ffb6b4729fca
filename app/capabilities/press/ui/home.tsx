/** The home page's press-kit link: markup rendered on the server (server/home.server.ts), placed as it is — no JavaScript of its own. */
import type { ServerMarkupData } from "~/core/ui/slots.ts";

// No markup in a document's hydration data: React keeps the server's (ServerMarkupData).
export default {
  press: ({ data }: { data: ServerMarkupData | null }) =>
    data ? (
      <div className="press-slot" dangerouslySetInnerHTML={{ __html: data.html ?? "" }} suppressHydrationWarning />
    ) : null,
};
