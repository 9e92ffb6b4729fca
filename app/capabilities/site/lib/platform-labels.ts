/** The social platforms' names, for the studio's picker and the links' accessible names (sent by the loader). */
import type { SocialPlatform } from "~/capabilities/site/schemas.ts";

export const PLATFORM_LABELS: Record<SocialPlatform, string> = {
  instagram: "Instagram",
  facebook: "Facebook",
  youtube: "YouTube",
  tiktok: "TikTok",
  spotify: "Spotify",
  bandcamp: "Bandcamp",
  soundcloud: "SoundCloud",
  mixcloud: "Mixcloud",
  vimeo: "Vimeo",
  x: "X",
  mastodon: "Mastodon",
  bluesky: "Bluesky",
  threads: "Threads",
  website: "Website",
};
