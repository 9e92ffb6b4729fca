/** The press kit's home sections: markup rendered on the server (server/home.server.ts), placed as it is — no JavaScript of their own. */
import { slotComponent, slotComponents, type ServerMarkupData } from "~/core/ui/slots.ts";
import { playedHome, pressHome, quotesHome } from "../slots.ts";
import homeCss from "../home-part.css?url";
import playedCss from "../played.css?url";

// No markup in a document's hydration data: React keeps the server's (ServerMarkupData). No kit: no part (null data).
const markup =
  (className: string) =>
  ({ data }: { data: ServerMarkupData }) => (
    <div className={className} dangerouslySetInnerHTML={{ __html: data.html ?? "" }} suppressHydrationWarning />
  );

export default slotComponents(
  slotComponent(pressHome, markup("press-slot")),
  slotComponent(quotesHome, markup("quotes-slot")),
  // Off by default: its sheet comes with it (React places the link in the head), so the home page carries
  // none of it while the strip is off (as HomeNews does).
  slotComponent(playedHome, ({ data }) => (
    <>
      <link rel="stylesheet" href={playedCss} precedence="default" />
      {markup("played-slot")({ data })}
    </>
  )),
);
/** The quotes' and the strip's styles, inlined on the home page (app/capabilities/ui.home.tsx). */
export const css = [homeCss];
