/** The media capability's public door (server): what other capabilities may use. */
export { heroImage } from "./server/public.server.ts";
// How dark the layer over the hero must be for its text to pass AA, from the picture itself (issue 34).
export { heroScrim, type HeroScrim } from "./server/scrim.server.ts";
export { imageChoices, imageViews, pickedAltErrors, pickedImageId, type PickerImage } from "./server/picker.server.ts";
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
// The fetcher's address rule, for the fediverse's fetches and deliveries (issue 31, ADR 0303).
export { isPublicAddress } from "./server/fetch/addresses.server.ts";
// Published media items (featured only when asked), for the press kit's "Featured media" (issue 14).
export { mediaPage } from "./server/public.server.ts";
// A drawn stage picture for another capability's demo content (events' posters, issue 34).
export { seedDemoPicture } from "./demo.server.ts";
// The featured release's audio, for the store that sells its downloads (issue 30).
export {
  audioChoices,
  openTrack,
  releaseCard,
  releaseTitle,
  trackFiles,
  type TrackFile,
} from "./server/release-files.server.ts";
