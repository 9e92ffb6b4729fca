/**
 * Turning what an admin pastes into a URL we are willing to look at. Everything
 * hostile is refused here, before any provider sees it: other schemes
 * (javascript:, data:, file:), user names in the authority
 * (https://youtube.com@evil.com/), explicit ports and absurd lengths. Host
 * matching is exact (see providers.ts), so look-alikes such as
 * youtube.com.evil.com or evil-youtube.com never match.
 */

import { completeScheme } from "~/core/validation/fields.ts";

export const MAX_URL_LENGTH = 2048;

export const MESSAGES = {
  empty: "Paste the link of a video or track.",
  tooLong: "This link is too long.",
  scheme: "Only http:// and https:// links can be added.",
  invalid: "This doesn't look like a link. Copy it from the address bar or the Share button.",
  userinfo: "This link hides another address (it contains an @ before the host), so it can't be added.",
  port: "Links with a port number can't be added.",
  unsupported:
    "This link isn't from a supported service. Paste a link from YouTube, Vimeo, SoundCloud, Spotify, Mixcloud, or a Bandcamp album or track page.",
} as const;

/** Parses a pasted link; a bare "youtube.com/watch?v=…" gets https:// added. */
export function toSafeUrl(raw: string): URL | string {
  const text = raw.trim();
  if (text === "") return MESSAGES.empty;
  if (text.length > MAX_URL_LENGTH) return MESSAGES.tooLong;
  // Control characters and whitespace inside a link are a smuggling trick (the
  // URL parser silently drops tabs and newlines), never part of a real share link.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0020\u007f]/.test(text)) return MESSAGES.invalid;
  // The studio's one rule for links typed without a scheme (core/validation/fields.ts).
  const candidate = completeScheme(text);
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return MESSAGES.invalid;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return MESSAGES.scheme;
  if (url.username !== "" || url.password !== "") return MESSAGES.userinfo;
  if (url.port !== "") return MESSAGES.port;
  return url;
}

/** Lower-case host without a trailing dot ("YouTube.com." → "youtube.com"). */
export const normalHost = (url: URL): string => url.hostname.toLowerCase().replace(/\.$/, "");

/** Non-empty path segments, decoded once. */
export function segments(url: URL): string[] {
  return url.pathname
    .split("/")
    .filter((s) => s !== "")
    .map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        return s;
      }
    });
}

/** Reads `t=` from a fragment such as "#t=1m30s" (Vimeo, YouTube and SoundCloud use it). */
export function hashParam(url: URL, name: string): string | null {
  const hash = url.hash.replace(/^#/, "");
  if (hash === "") return null;
  return new URLSearchParams(hash).get(name);
}

/** A provider's oEmbed address for a page (`format=json` first where the endpoint wants it said). */
export function oembedUrl(endpoint: string, page: string, opts: { json?: boolean } = {}): string {
  const u = new URL(endpoint);
  if (opts.json) u.searchParams.set("format", "json");
  u.searchParams.set("url", page);
  return u.href;
}
