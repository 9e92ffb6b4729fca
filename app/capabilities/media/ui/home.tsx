import { slotComponent, slotComponents } from "~/core/ui/slots.ts";
import { HomeMedia } from "../components/site/HomeMedia.tsx";
import { HomeRelease } from "../components/site/HomeRelease.tsx";
import { galleryHome, mediaHome, releaseHome } from "../slots.ts";
import cardsCss from "../styles/cards.css?url";
import releaseCss from "../home-part.css?url";

export default slotComponents(
  slotComponent(releaseHome, HomeRelease),
  slotComponent(mediaHome, HomeMedia),
  // Markup rendered on the server (server/home.server.ts), placed as it is; its links are plain, the home page
  // hands their clicks to the router (data-plain-links, core/ui/plain-links.ts).
  slotComponent(galleryHome, ({ data }) => (
    <div
      className="gallery-slot"
      data-plain-links=""
      dangerouslySetInnerHTML={{ __html: data.html ?? "" }}
      suppressHydrationWarning
    />
  )),
);
/** The cards', the gallery preview's and the release block's styles, inlined on the home page (app/capabilities/ui.home.tsx). */
export const css = [cardsCss, releaseCss];
