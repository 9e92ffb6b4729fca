/**
 * A useful name for an item when its host could not be asked (issue 25 §5):
 * the words of the link itself where it has them — SoundCloud's and
 * Mixcloud's "artist/track-name", a Bandcamp page's "album-name" on the
 * artist's address — so "Night Drive — the-owls" rather than "SoundCloud
 * audio". Null when the link is only an id (YouTube, Vimeo, Spotify): the
 * studio then names the provider and the id.
 */
import type { ParsedMedia } from "./types.ts";

/** "night-drive_2024" → "Night drive 2024": a slug's words, the first one capitalised. */
export function slugWords(slug: string): string {
  const words = slug.replace(/[-_]+/g, " ").replace(/\s+/g, " ").trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : "";
}

export function titleFromLink(m: Pick<ParsedMedia, "provider" | "id" | "canonicalUrl">): string | null {
  if (m.provider === "soundcloud" || m.provider === "mixcloud") {
    if (/^(tracks|playlists)\//.test(m.id)) return null;
    const [artist, ...rest] = m.id.split("/");
    const name = rest.filter((s) => s !== "sets" && !/^s-/.test(s)).at(-1);
    return artist && name ? `${slugWords(name)} — ${artist}` : null;
  }
  if (m.provider === "bandcamp") {
    const page = /^https:\/\/([^/]+)\/(?:album|track)\/([^/?#]+)$/.exec(m.canonicalUrl);
    if (!page) return null;
    const host = page[1]!.replace(/\.bandcamp\.com$/, "");
    return `${slugWords(page[2]!)} — ${host}`;
  }
  return null;
}
