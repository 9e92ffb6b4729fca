/** The press kit's home sections: markup rendered on the server (server/home.server.ts), placed as it is — no JavaScript of their own. */
import type { ServerMarkupData } from "~/core/ui/slots.ts";

// No markup in a document's hydration data: React keeps the server's (ServerMarkupData).
const slot =
  (className: string) =>
  ({ data }: { data: ServerMarkupData | null }) =>
    data ? (
      <div className={className} dangerouslySetInnerHTML={{ __html: data.html ?? "" }} suppressHydrationWarning />
    ) : null;

export default { press: slot("press-slot"), quotes: slot("quotes-slot"), played: slot("played-slot") };
