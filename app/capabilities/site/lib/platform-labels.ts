/** The social platforms' names, for the studio's picker and the links' accessible names (sent by the loader). */
import type { SocialPlatform } from "~/capabilities/site/schemas.ts";

export const PLATFORM_LABELS: Record<SocialPlatform, string> = {
  instagram: "Instagram",
  facebook: "Facebook",
  youtube: "YouTube",
  tiktok: "TikTok",
  spotify: "Spotify",
  applemusic: "Apple Music",
  bandcamp: "Bandcamp",
  soundcloud: "SoundCloud",
  youtubemusic: "YouTube Music",
  deezer: "Deezer",
  tidal: "Tidal",
  mixcloud: "Mixcloud",
  vimeo: "Vimeo",
  x: "X",
  mastodon: "Mastodon",
  bluesky: "Bluesky",
  threads: "Threads",
  website: "Website",
};
