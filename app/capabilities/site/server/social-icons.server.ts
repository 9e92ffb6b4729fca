/**
 * Brand icon paths for the social links, picked on the server. The loader
 * sends only the paths of the links the site has, so the dozen simple-icons
 * paths (≈ 5 KB gzip) stay out of every page's JavaScript (issue 7 budget).
 */
import {
  siBandcamp,
  siBluesky,
  siFacebook,
  siInstagram,
  siMastodon,
  siMixcloud,
  siSoundcloud,
  siSpotify,
  siThreads,
  siTiktok,
  siVimeo,
  siX,
  siYoutube,
} from "simple-icons";
import type { SocialLink, SocialPlatform } from "~/capabilities/site/schemas.ts";
import type { SocialLinkView } from "~/capabilities/site/components/SocialIcon.tsx";

const ICONS: Partial<Record<SocialPlatform, { path: string }>> = {
  instagram: siInstagram,
  facebook: siFacebook,
  youtube: siYoutube,
  tiktok: siTiktok,
  spotify: siSpotify,
  bandcamp: siBandcamp,
  soundcloud: siSoundcloud,
  mixcloud: siMixcloud,
  vimeo: siVimeo,
  x: siX,
  mastodon: siMastodon,
  bluesky: siBluesky,
  threads: siThreads,
};

/** The links with their brand icon's SVG path (null: the component draws a globe). */
export function socialLinkViews(links: SocialLink[]): SocialLinkView[] {
  return links.map((l) => ({ platform: l.platform, url: l.url, icon: ICONS[l.platform]?.path ?? null }));
}
