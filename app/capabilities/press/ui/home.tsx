/** The press kit's home sections: markup rendered on the server (server/home.server.ts), placed as it is — no JavaScript of their own. */
import type { ServerMarkupData } from "~/core/ui/slots.ts";
import homeCss from "../home-part.css?url";
import playedCss from "../played.css?url";

// No markup in a document's hydration data: React keeps the server's (ServerMarkupData).
const slot =
  (className: string) =>
  ({ data }: { data: ServerMarkupData | null }) =>
    data ? (
      <div className={className} dangerouslySetInnerHTML={{ __html: data.html ?? "" }} suppressHydrationWarning />
    ) : null;

export default {
  press: slot("press-slot"),
  quotes: slot("quotes-slot"),
  // Off by default: its sheet comes with it (React places the link in the head), so the home page carries
  // none of it while the strip is off (as HomeNews does).
  played: ({ data }: { data: ServerMarkupData | null }) =>
    data ? (
      <>
        <link rel="stylesheet" href={playedCss} precedence="default" />
        {slot("played-slot")({ data })}
      </>
    ) : null,
};
/** The quotes' and the strip's styles, inlined on the home page (app/capabilities/ui.home.tsx). */
export const css = [homeCss];
