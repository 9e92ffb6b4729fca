/**
 * The media provider registry: turns whatever an admin pastes (a share link,
 * a player URL, a spotify: URI, Bandcamp embed code) into one ParsedMedia, or
 * a clear message. Hosts match exactly from a fixed list, so look-alike hosts,
 * user-info tricks and other schemes are refused (see url.ts).
 *
 * Universal: used by the studio form (instant feedback), the server action
 * (the real check) and the player (embed URLs rebuilt from stored ids).
 */
import type { ParsedMedia, ParseResult, ProviderDef, ProviderId } from "./types.ts";
import { MESSAGES, normalHost, toSafeUrl } from "./url.ts";
import { youtube } from "~/capabilities/media/lib/providers/youtube.ts";
import { vimeo } from "~/capabilities/media/lib/providers/vimeo.ts";
import { soundcloud } from "~/capabilities/media/lib/providers/soundcloud.ts";
import { spotify, spotifyUri } from "~/capabilities/media/lib/providers/spotify.ts";
import { bandcamp, BANDCAMP_NEEDS_EMBED, readBandcampEmbed } from "~/capabilities/media/lib/providers/bandcamp.ts";
import { mixcloud } from "~/capabilities/media/lib/providers/mixcloud.ts";
import { autoplaySrc } from "./autoplay.ts";

export type { ParsedMedia, ParseResult, ProviderDef, ProviderId, MediaKind, FrameSize } from "./types.ts";

export const PROVIDERS: Readonly<Record<ProviderId, ProviderDef>> = {
  youtube,
  vimeo,
  soundcloud,
  spotify,
  bandcamp,
  mixcloud,
};
export const PROVIDER_IDS = Object.keys(PROVIDERS) as ProviderId[];

const BY_HOST = new Map<string, ProviderDef>();
for (const p of Object.values(PROVIDERS)) for (const h of p.hosts) BY_HOST.set(h, p);

/** Only the registry's own keys: an id from the database or a form is never looked up on Object.prototype ("constructor"). */
export const isProviderId = (v: unknown): v is ProviderId => typeof v === "string" && Object.hasOwn(PROVIDERS, v);

/** The provider's display name ("YouTube"). */
export const providerLabel = (id: ProviderId): string => PROVIDERS[id].label;

/** Parses a pasted link, URI or embed code. */
export function parseMediaUrl(input: string): ParseResult {
  const text = (input ?? "").trim();
  if (/^spotify:/i.test(text)) {
    const id = spotifyUri(text);
    return id
      ? built(spotify, { id })
      : { ok: false, error: "This Spotify link doesn't point to a track, album, playlist, episode or show." };
  }
  if (text.startsWith("<")) {
    if (text.length > 4000) return { ok: false, error: "This embed code is too long." };
    const read = readBandcampEmbed(text);
    if (typeof read === "string") return { ok: false, error: read };
    const e = bandcamp.extract(read.url);
    return typeof e === "string" ? { ok: false, error: e } : built(bandcamp, { ...e, ...read.extra });
  }
  const url = toSafeUrl(text);
  if (typeof url === "string") return { ok: false, error: url };
  const host = normalHost(url);
  const provider = BY_HOST.get(host);
  if (!provider) {
    // Artist pages live on <name>.bandcamp.com; say what Bandcamp needs instead.
    if (host.endsWith(".bandcamp.com")) return { ok: false, error: BANDCAMP_NEEDS_EMBED };
    return { ok: false, error: MESSAGES.unsupported };
  }
  const e = provider.extract(url);
  return typeof e === "string" ? { ok: false, error: e } : built(provider, e);
}

/**
 * A Bandcamp album or track page address, for the server to read the player's
 * id from (issue 25): <artist>.bandcamp.com/album|track/<slug>, or the same
 * path on an artist's own domain (Bandcamp serves custom domains); not a host
 * of another provider. https, without query or fragment; null for anything else.
 */
export function bandcampPageUrl(input: string): URL | null {
  const text = (input ?? "").trim();
  if (text.startsWith("<") || /^spotify:/i.test(text)) return null;
  const url = toSafeUrl(text);
  if (typeof url === "string") return null;
  const host = normalHost(url);
  if (BY_HOST.has(host) || host === "bandcamp.com" || !host.includes(".")) return null;
  const m = /^\/(album|track)\/([a-z0-9][a-z0-9-]{0,199})\/?$/i.exec(url.pathname);
  if (!m) return null;
  return new URL(`https://${host}/${m[1]!.toLowerCase()}/${m[2]!.toLowerCase()}`);
}

function built(provider: ProviderDef, e: Parameters<ProviderDef["build"]>[0]): ParseResult {
  const media = provider.build(e);
  return media ? { ok: true, media } : { ok: false, error: `This ${provider.label} link has a malformed id.` };
}

/** Rebuilds an item from what the database stores; null if the stored id is not valid. */
export function buildMedia(
  provider: ProviderId,
  id: string,
  opts: { start?: number | null; canonicalUrl?: string | null } = {},
): ParsedMedia | null {
  if (!isProviderId(provider)) return null;
  return PROVIDERS[provider].build({
    id,
    ...(opts.start ? { start: opts.start } : {}),
    ...(opts.canonicalUrl ? { canonicalUrl: opts.canonicalUrl } : {}),
  });
}

/** The iframe src to load after the visitor's click: the embed URL, told to start playing (lib/autoplay.ts). */
export const playerSrc = (media: ParsedMedia): string => autoplaySrc(media.embedUrl, media.provider);

/** Every origin a provider player may be framed from (the CSP frame-src list). */
export function providerFrameOrigins(): string[] {
  return [...new Set(Object.values(PROVIDERS).flatMap((p) => p.frameOrigins))];
}
