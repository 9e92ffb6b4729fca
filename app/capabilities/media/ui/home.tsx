import { HomeGallery, HomeMedia } from "../components/site/HomeMedia.tsx";
import { HomeRelease } from "../components/site/HomeRelease.tsx";

export default { release: HomeRelease, media: HomeMedia, gallery: HomeGallery };
