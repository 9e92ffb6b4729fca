/** The media capability's public door (browser-safe): what other capabilities may use. */
export { Picture } from "./components/site/Picture.tsx";
export { HeroImage } from "./components/site/HomeMedia.tsx";
export { PlayerRoot } from "./components/site/PlayerRoot.tsx";
export { ImagePicker } from "./components/admin/ImagePicker.tsx";
export type { ImageView, CardImageView, LeanImageView } from "./lib/view.ts";
export { cardImage, leanImage } from "./lib/view.ts";
export type { PickerImage } from "./server/picker.server.ts";
