/** Values of the site settings row that several capabilities read (the act type for structured data, social links for the footer). */

export const ACT_TYPES = [
  "MusicGroup",
  "PerformingGroup",
  "TheaterGroup",
  "DanceGroup",
  "Person",
  "Organization",
  "LocalBusiness",
] as const;

export const SOCIAL_PLATFORMS = [
  "instagram",
  "facebook",
  "youtube",
  "tiktok",
  "spotify",
  "applemusic",
  "bandcamp",
  "soundcloud",
  "youtubemusic",
  "deezer",
  "tidal",
  "mixcloud",
  "vimeo",
  "x",
  "mastodon",
  "bluesky",
  "threads",
  "website",
] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];
export interface SocialLink {
  platform: SocialPlatform;
  url: string;
}
