import { HomeGallery, HomeMedia } from "../components/site/HomeMedia.tsx";
import { HomeRelease } from "../components/site/HomeRelease.tsx";
import cardsCss from "../styles/cards.css?url";
import releaseCss from "../home-part.css?url";

export default { release: HomeRelease, media: HomeMedia, gallery: HomeGallery };
/** The cards', the gallery preview's and the release block's styles, inlined on the home page (app/capabilities/ui.home.tsx). */
export const css = [cardsCss, releaseCss];
