/**
 * Spotify: track, album, playlist, episode, show and artist links on
 * open.spotify.com (with intl-xx paths, /embed/ and the old /user/…/playlist/
 * form) and spotify: URIs. spotify.link short links need Spotify to resolve.
 */
import type { ProviderDef } from "~/capabilities/media/lib/types.ts";
import { normalHost, oembedUrl, segments } from "~/capabilities/media/lib/url.ts";

const TYPES = ["track", "album", "playlist", "episode", "show", "artist"] as const;
const ID = /^(track|album|playlist|episode|show|artist)\/([A-Za-z0-9]{22})$/;

/** "spotify:track:ID" (also "spotify:user:name:playlist:ID") → "track/ID", or null. */
export function spotifyUri(text: string): string | null {
  const parts = text.trim().split(":");
  if (parts[0]?.toLowerCase() !== "spotify") return null;
  const rest = parts[1] === "user" ? parts.slice(3) : parts.slice(1);
  if (rest.length !== 2) return null;
  const id = `${rest[0]}/${rest[1]}`;
  return ID.test(id) ? id : null;
}

export const spotify: ProviderDef = {
  id: "spotify",
  label: "Spotify",
  kind: "audio",
  hosts: ["open.spotify.com", "play.spotify.com", "embed.spotify.com", "spotify.link"],
  fetchHosts: [
    "open.spotify.com",
    "i.scdn.co",
    "mosaic.scdn.co",
    "image-cdn-ak.spotifycdn.com",
    "image-cdn-fa.spotifycdn.com",
  ],
  frameOrigins: ["https://open.spotify.com"],

  extract(url) {
    if (normalHost(url) === "spotify.link") {
      return "Spotify short links (spotify.link) can't be read. Open the link and paste the full open.spotify.com address, or use Share → Copy link.";
    }
    let segs = segments(url);
    if (normalHost(url) === "embed.spotify.com") {
      const uri = url.searchParams.get("uri");
      const id = uri ? spotifyUri(uri) : null;
      return id ? { id } : "This Spotify link doesn't point to a track, album, playlist, episode or show.";
    }
    if (segs[0] && /^intl-[a-z]{2}(-[a-z]{2})?$/i.test(segs[0])) segs = segs.slice(1);
    if (segs[0] === "embed" || segs[0] === "embed-podcast") segs = segs.slice(1);
    if (segs[0] === "user" && segs[2] === "playlist") segs = segs.slice(2);
    const [type, raw] = segs;
    if (!type || !(TYPES as readonly string[]).includes(type) || !raw) {
      return "This Spotify link doesn't point to a track, album, playlist, episode or show.";
    }
    const id = `${type}/${raw}`;
    if (!ID.test(id)) return "This Spotify link has a malformed id.";
    return { id };
  },

  build({ id }) {
    const m = ID.exec(id);
    if (!m) return null;
    const compact = m[1] === "track" || m[1] === "episode";
    return {
      provider: "spotify",
      kind: "audio",
      id,
      canonicalUrl: `https://open.spotify.com/${id}`,
      embedUrl: `https://open.spotify.com/embed/${id}`,
      oembedUrl: oembedUrl("https://open.spotify.com/oembed", `https://open.spotify.com/${id}`),
      frame: { height: compact ? 152 : 352 },
    };
  },
};
