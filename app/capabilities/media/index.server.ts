/** The media capability's public door (server): what other capabilities may use. */
export { heroImage } from "./server/public.server.ts";
export {
  imageChoices,
  imageViews,
  pickedAltErrors,
  pickedImageId,
  type PickerImage,
} from "./server/picker.server.ts";
export { imageOriginals, type ImageOriginal } from "./server/originals.server.ts";
// The SSRF-safe fetcher, for the events import's calendar subscriptions (issue 13) and the location's
// short map links (issue 25: only their redirect is read).
export {
  FetchRefused,
  safeFetch,
  safeRedirect,
  type FetchConfig,
  type FetchResult,
} from "./server/fetch/fetch.server.ts";
// Published media items (featured only when asked), for the press kit's "Featured media" (issue 14).
export { mediaPage } from "./server/public.server.ts";
