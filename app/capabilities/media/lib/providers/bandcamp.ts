/**
 * Bandcamp: its player needs the numeric album or track id, which is not in
 * the page address. Two ways in: the album or track page's address, whose
 * head the server reads for the id (issue 25; bandcamp-page.ts), or the embed
 * code (Share / Embed on Bandcamp, or just its src), whose page link and title
 * become the canonical URL and a title suggestion.
 */
import type { Extracted, ProviderDef } from "~/capabilities/media/lib/types.ts";
import { normalHost, segments, toSafeUrl } from "~/capabilities/media/lib/url.ts";

const ID = /^(?:album\/(\d{1,12})(?:\/track\/(\d{1,12}))?|track\/(\d{1,12}))$/;
const PAGE = /^https:\/\/[a-z0-9-]{1,63}\.bandcamp\.com\/(album|track)\/[a-z0-9-]{1,200}$/;

export const BANDCAMP_NEEDS_EMBED =
  "Paste the address of one album or track page on Bandcamp (…bandcamp.com/album/…), or its embed code from Share / Embed.";

export const bandcamp: ProviderDef = {
  id: "bandcamp",
  label: "Bandcamp",
  kind: "audio",
  hosts: ["bandcamp.com", "www.bandcamp.com"],
  // No oEmbed endpoint: the cover named by an album or track page's og:image, from Bandcamp's image hosts.
  fetchHosts: ["f4.bcbits.com", "f1.bcbits.com", "f2.bcbits.com", "f3.bcbits.com", "f0.bcbits.com"],
  frameOrigins: ["https://bandcamp.com"],

  extract(url) {
    const segs = segments(url);
    if (segs[0] !== "EmbeddedPlayer" && segs[0] !== "EmbeddedPlayer.html") return BANDCAMP_NEEDS_EMBED;
    const params = new Map<string, string>();
    for (const s of segs.slice(1)) {
      const [k, v] = s.split("=");
      if (k && v !== undefined) params.set(k.toLowerCase(), v);
    }
    // Older codes put the ids in the query string.
    for (const k of ["album", "track"]) {
      const v = url.searchParams.get(k);
      if (v !== null && !params.has(k)) params.set(k, v);
    }
    const album = params.get("album");
    const track = params.get("track");
    const num = /^\d{1,12}$/;
    if (album !== undefined && !num.test(album)) return "This Bandcamp embed code has a malformed album id.";
    if (track !== undefined && !num.test(track)) return "This Bandcamp embed code has a malformed track id.";
    if (album) return { id: track ? `album/${album}/track/${track}` : `album/${album}` };
    if (track) return { id: `track/${track}` };
    return "This Bandcamp embed code doesn't name an album or track.";
  },

  build({ id, canonicalUrl, titleHint }) {
    const m = ID.exec(id);
    if (!m) return null;
    const [, album, albumTrack, track] = m;
    const head = album ? `album=${album}` : `track=${track}`;
    const tail = albumTrack ? `track=${albumTrack}/` : "";
    const embedUrl = `https://bandcamp.com/EmbeddedPlayer/${head}/size=large/bgcol=ffffff/linkcol=0687f5/tracklist=false/artwork=small/${tail}transparent=true/`;
    return {
      provider: "bandcamp",
      kind: "audio",
      id,
      canonicalUrl:
        canonicalUrl && PAGE.test(canonicalUrl) ? canonicalUrl : `https://bandcamp.com/EmbeddedPlayer/${head}/`,
      embedUrl,
      frame: { height: 120 },
      ...(titleHint ? { titleHint } : {}),
    };
  },
};

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", "#39": "'", nbsp: " " };
/** HTML's entities in an attribute or a link text (the few Bandcamp writes, and numeric ones). */
export const decodeEntities = (s: string) =>
  s
    .replace(/&(amp|lt|gt|quot|apos|#39|nbsp);/g, (_, e: string) => ENTITIES[e] ?? "")
    .replace(/&#(x[0-9a-f]{1,6}|\d{1,7});/gi, (_, n: string) => {
      const code = n[0] === "x" || n[0] === "X" ? Number.parseInt(n.slice(1), 16) : Number(n);
      return code > 31 && code < 0x110000 ? String.fromCodePoint(code) : "";
    });

/**
 * Reads Bandcamp embed code: the iframe's src (must be bandcamp.com), and the
 * link inside it (page address and "Title by Artist"). Nothing else in the
 * pasted HTML is used or kept.
 */
export function readBandcampEmbed(html: string): { url: URL; extra: Partial<Extracted> } | string {
  const src = /<iframe\b[^>]*?\bsrc\s*=\s*(["'])(.*?)\1/is.exec(html)?.[2];
  if (!src) return "This embed code has no player address. Copy the whole code from Bandcamp's Share / Embed.";
  const url = toSafeUrl(decodeEntities(src));
  if (typeof url === "string") return url;
  if (!bandcamp.hosts.includes(normalHost(url))) return "Only Bandcamp embed code can be pasted here.";
  const extra: Partial<Extracted> = {};
  const link = /<a\b[^>]*?\bhref\s*=\s*(["'])(.*?)\1[^>]*>([^<]{1,300})<\/a>/is.exec(html);
  if (link) {
    const href = decodeEntities(link[2]!)
      .replace(/^http:/, "https:")
      .replace(/[?#].*$/, "");
    if (PAGE.test(href)) extra.canonicalUrl = href;
    const title = decodeEntities(link[3]!).replace(/\s+/g, " ").trim();
    if (title) extra.titleHint = title.slice(0, 200);
  }
  return { url, extra };
}
