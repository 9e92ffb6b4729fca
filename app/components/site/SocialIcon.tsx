/** Brand icons from simple-icons (lucide has none); a globe for a plain website. */
import { Globe } from "lucide-react";
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
import type { SocialPlatform } from "~/schemas/settings.ts";

const ICONS: Partial<Record<SocialPlatform, { path: string; title: string }>> = {
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

export function SocialIcon({ platform }: { platform: SocialPlatform }) {
  const icon = ICONS[platform];
  if (!icon) return <Globe aria-hidden="true" />;
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={icon.path} />
    </svg>
  );
}

export function SocialLinks({ links }: { links: { platform: SocialPlatform; url: string }[] }) {
  if (!links.length) return null;
  return (
    <ul className="social-list">
      {links.map((l, i) => (
        <li key={`${l.platform}-${i}`}>
          <a href={l.url} rel="me noopener" aria-label={PLATFORM_LABELS[l.platform] ?? l.platform}>
            <SocialIcon platform={l.platform} />
          </a>
        </li>
      ))}
    </ul>
  );
}
