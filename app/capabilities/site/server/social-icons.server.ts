/**
 * Brand icons for the social links, as one SVG sprite served by the site
 * (/social-icons.svg, immutable under its content hash). Pages name the
 * symbol (`<use href="/social-icons.svg?v=…#instagram">`), so neither the
 * simple-icons table (≈ 5 KB gzip) nor the paths of the site's own links
 * (≈ 2 KB brotli, in the markup and again in the hydration data) travel with
 * every page (issue 7's JavaScript budget, issue 10's 14 KB HTML budget).
 */
import { createHash } from "node:crypto";
import {
  siApplemusic,
  siBandcamp,
  siDeezer,
  siTidal,
  siYoutubemusic,
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
import { PLATFORM_LABELS } from "~/capabilities/site/lib/platform-labels.ts";

/** Every brand the site draws: the social platforms, and the streaming services a release's links name. */
const ICONS: Partial<Record<SocialPlatform, { path: string }>> = {
  instagram: siInstagram,
  applemusic: siApplemusic,
  youtubemusic: siYoutubemusic,
  deezer: siDeezer,
  tidal: siTidal,
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

/** Every brand icon as a <symbol>, id = platform. */
export const SOCIAL_SPRITE = `<svg xmlns="http://www.w3.org/2000/svg">${Object.entries(ICONS)
  .map(([id, icon]) => `<symbol id="${id}" viewBox="0 0 24 24"><path d="${icon.path}"/></symbol>`)
  .join("")}</svg>`;
export const SOCIAL_SPRITE_VERSION = createHash("sha256").update(SOCIAL_SPRITE).digest("base64url").slice(0, 10);

/** A brand's symbol in the sprite ("spotify", "applemusic" …), or null when the site has no icon for it. */
export const brandIconHref = (id: string): string | null =>
  Object.hasOwn(ICONS, id) ? `/social-icons.svg?v=${SOCIAL_SPRITE_VERSION}#${id}` : null;

/** The links with their icon in the sprite (null: the component draws a globe). */
export function socialLinkViews(links: SocialLink[]): SocialLinkView[] {
  return links.map((l) => ({
    platform: l.platform,
    url: l.url,
    label: PLATFORM_LABELS[l.platform] ?? l.platform,
    icon: brandIconHref(l.platform),
  }));
}
