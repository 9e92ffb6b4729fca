/** Provider display names, without the URL parsers (small enough for any page's bundle). */
import type { ProviderId } from "./types.ts";

export const PROVIDER_LABELS: Readonly<Record<ProviderId, string>> = {
  youtube: "YouTube",
  vimeo: "Vimeo",
  soundcloud: "SoundCloud",
  spotify: "Spotify",
  bandcamp: "Bandcamp",
  mixcloud: "Mixcloud",
};
