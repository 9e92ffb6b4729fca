import { slotComponent, slotComponents } from "~/core/ui/slots.ts";
import { HomeGallery, HomeMedia } from "../components/site/HomeMedia.tsx";
import { galleryHome, mediaHome } from "../slots.ts";

export default slotComponents(slotComponent(mediaHome, HomeMedia), slotComponent(galleryHome, HomeGallery));
