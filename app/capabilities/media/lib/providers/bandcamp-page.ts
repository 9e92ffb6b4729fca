/**
 * A Bandcamp album or track page, as people copy its address (issue 25 §5):
 * the player needs the numeric item id, which the page names in its head —
 * `<meta name="bc-page-properties" content='{"item_type":"a","item_id":…}'>`
 * (a = album, t = track), and the player's own address in `og:video`,
 * `og:video:secure_url` and `twitter:player`. The title (`og:title`, "Album,
 * by Artist") and the cover (`og:image`) come from the same head. Pure: the
 * server fetches the page (server/fetch/bandcamp-page.server.ts).
 */
import type { Extracted } from "~/capabilities/media/lib/types.ts";
import { bandcamp, decodeEntities } from "./bandcamp.ts";

/** What a page's head gives: the id for `bandcamp.build`, a title, the canonical page and the cover picture. */
export interface BandcampPage extends Extracted {
  imageUrl?: string;
}

const HEAD_MAX = 256 * 1024;

/** The `<meta>` tags of the page's head: property or name → content (first wins). */
function metaTags(html: string): Map<string, string> {
  const end = html.search(/<\/head\s*>/i);
  const head = html.slice(0, end > 0 ? Math.min(end, HEAD_MAX) : HEAD_MAX);
  const tags = new Map<string, string>();
  for (const m of head.matchAll(/<meta\b[^>]*>/gi)) {
    const attr = (name: string) =>
      new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, "i").exec(m[0]) ?? undefined;
    const key = attr("property") ?? attr("name");
    const content = attr("content");
    if (!key || !content) continue;
    const k = (key[1] ?? key[2] ?? "").toLowerCase();
    if (!tags.has(k)) tags.set(k, decodeEntities(content[1] ?? content[2] ?? ""));
  }
  return tags;
}

const https = (u: string | undefined): URL | null => {
  if (!u) return null;
  try {
    const url = new URL(u.replace(/^http:/i, "https:"));
    return url.protocol === "https:" && !url.username && !url.password && !url.port ? url : null;
  } catch {
    return null;
  }
};

/** The item the page's `bc-page-properties` names, as the player's id ("album/123", "track/456"). */
function fromProperties(json: string | undefined): string | null {
  if (!json) return null;
  try {
    const p = JSON.parse(json) as { item_type?: unknown; item_id?: unknown };
    const id = typeof p.item_id === "number" || typeof p.item_id === "string" ? String(p.item_id) : "";
    if (!/^\d{1,12}$/.test(id)) return null;
    if (p.item_type === "a") return `album/${id}`;
    if (p.item_type === "t") return `track/${id}`;
  } catch {
    // not JSON: the player's address may still be there
  }
  return null;
}

/**
 * Reads a Bandcamp album or track page; a string says what is missing. `page`
 * is where it was fetched from (the canonical link when the page names none).
 */
export function readBandcampPage(html: string, page: string): BandcampPage | string {
  const tags = metaTags(html);
  let id = fromProperties(tags.get("bc-page-properties"));
  if (!id) {
    for (const k of ["og:video:secure_url", "og:video", "twitter:player"]) {
      const url = https(tags.get(k));
      if (!url || !bandcamp.hosts.includes(url.hostname.toLowerCase())) continue;
      const e = bandcamp.extract(url);
      if (typeof e !== "string") {
        id = e.id;
        break;
      }
    }
  }
  if (!id) return "no-player";
  const title = (tags.get("og:title") ?? tags.get("title") ?? "").replace(/\s+/g, " ").trim().slice(0, 200);
  const canonical = https(tags.get("og:url"))?.href ?? page;
  const image = https(tags.get("og:image"));
  return {
    id,
    canonicalUrl: canonical.replace(/[?#].*$/, ""),
    ...(title ? { titleHint: title } : {}),
    ...(image ? { imageUrl: image.href } : {}),
  };
}
