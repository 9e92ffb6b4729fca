import { HomeGallery, HomeMedia } from "../components/site/HomeMedia.tsx";

export default { media: HomeMedia, gallery: HomeGallery };
