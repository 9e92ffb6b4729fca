/** The media capability's public door (server): what other capabilities may use. */
export { heroImage } from "./server/public.server.ts";
export { imageChoices, imageViews, pickedImageId, type PickerImage } from "./server/picker.server.ts";
export { imageOriginals, type ImageOriginal } from "./server/originals.server.ts";
