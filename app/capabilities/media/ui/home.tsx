import { HomeMedia } from "../components/site/HomeMedia.tsx";
import { HomeRelease } from "../components/site/HomeRelease.tsx";
import type { ServerMarkupData } from "~/core/ui/slots.ts";
import cardsCss from "../styles/cards.css?url";
import releaseCss from "../home-part.css?url";

export default {
  release: HomeRelease,
  media: HomeMedia,
  // Markup rendered on the server (server/home.server.ts), placed as it is; its links are plain, the home page
  // hands their clicks to the router (data-plain-links, core/ui/plain-links.ts).
  gallery: ({ data }: { data: ServerMarkupData | null }) =>
    data ? (
      <div
        className="gallery-slot"
        data-plain-links=""
        dangerouslySetInnerHTML={{ __html: data.html ?? "" }}
        suppressHydrationWarning
      />
    ) : null,
};
/** The cards', the gallery preview's and the release block's styles, inlined on the home page (app/capabilities/ui.home.tsx). */
export const css = [cardsCss, releaseCss];
