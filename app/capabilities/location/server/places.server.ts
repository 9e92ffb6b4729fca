/**
 * Finding a place without typing coordinates (issue 25 §4), for the studio's
 * place finder (the site's own address, a venue's): the address search and
 * the map links people paste. Both run only when an editor clicks.
 *
 * The address search keeps OpenStreetMap Nominatim's usage policy
 * (https://operations.osmfoundation.org/policies/nominatim/): an identifying
 * User-Agent (the site's name, "Marquee" and the site's address or contact),
 * at most one request a second across all processes (geocoder-slot.server.ts),
 * each answer cached here for a week so the same address is asked once, no
 * bulk and no autocomplete (a search is a click), and the answer's attribution
 * shown where the places are listed.
 */
import { env } from "~/core/env.server.ts";
import { consume } from "~/core/http/rate-limit.server.ts";
import { getSettings } from "~/core/settings/settings.server.ts";
import { FetchRefused, safeRedirect } from "~/capabilities/media/index.server.ts";
import {
  type MapLink,
  type MapService,
  NO_COORDINATES_KEY,
  readMapLink,
} from "~/capabilities/location/lib/map-links.ts";
import { type GeocodeHit, askGeocoder } from "./geocode.server.ts";
import { reserveGeocoderSlot } from "./geocoder-slot.server.ts";

/** A studio translator's `t`: the editor's messages in their studio language. */
type StudioT = (key: string, values?: Record<string, string | number>) => string;

export type PlaceSearch = { ok: true; hits: GeocodeHit[]; attribution: string } | { ok: false; message: string };
export type PlaceFromLink =
  | { ok: true; latitude: number; longitude: number; service: MapService }
  | { ok: false; message: string };

const FAILED = { unreachable: "location.studio.find.unreachable", junk: "location.studio.find.junk" } as const;

const CACHE_MAX = 500;
const CACHE_MS = 7 * 24 * 3600 * 1000;
const cache = new Map<string, { at: number; answer: PlaceSearch & { ok: true } }>();

function cached(key: string, nowMs: number) {
  const hit = cache.get(key);
  if (!hit) return undefined;
  cache.delete(key);
  if (nowMs - hit.at > CACHE_MS) return undefined;
  cache.set(key, hit); // the most recently used goes last; the oldest is dropped first
  return hit.answer;
}

function remember(key: string, answer: PlaceSearch & { ok: true }, nowMs: number) {
  cache.set(key, { at: nowMs, answer });
  while (cache.size > CACHE_MAX) cache.delete(cache.keys().next().value!);
}

/** The address search for the place finder: the host it asks (GEOCODER_URL, OpenStreetMap's Nominatim unless "off"), or null when off. */
export function placeFinderGeocoder(): { host: string } | null {
  const base = env().GEOCODER_URL;
  return base ? { host: new URL(base).host } : null;
}

/** A header value in printable ASCII: "Mötley Crüe" → "Motley Crue"; anything else goes. */
const ascii = (s: string) =>
  s
    .normalize("NFKD")
    .replace(/[^\x20-\x7e]/g, "")
    .replace(/[()]/g, "")
    .replace(/\s+/g, " ")
    .trim();

/** "Marquee (The Night Owls; https://owls.example; studio address search)": who asks, and how to reach them. */
export async function geocoderUserAgent(): Promise<string> {
  const s = await getSettings();
  const reach = env().PUBLIC_URL ?? (s.contact_email ? `mailto:${s.contact_email}` : "");
  const parts = [ascii(s.name).slice(0, 80), ascii(reach).slice(0, 200), "studio address search"].filter(Boolean);
  return `Marquee (${parts.join("; ")})`;
}

/** Searches an address for the editor `user`; every failure is a message under the button, never an exception. */
export async function searchPlaces(
  user: { id: string },
  query: string,
  t: StudioT,
  language?: string,
): Promise<PlaceSearch> {
  const base = env().GEOCODER_URL;
  if (!base) return { ok: false, message: t("location.studio.find.off") };
  const q = query.replace(/\s+/g, " ").trim().slice(0, 300);
  if (q.length < 3) return { ok: false, message: t("location.studio.find.short") };
  const key = `${base}\n${language ?? ""}\n${q.toLowerCase()}`;
  const known = cached(key, Date.now());
  if (known) return known;
  const wait = await consume([{ key: `geocode:${user.id}`, limit: 20, windowMs: 60_000 }]);
  if (wait) return { ok: false, message: t("location.studio.find.tooMany", { minutes: Math.ceil(wait / 60) }) };
  const delay = await reserveGeocoderSlot();
  if (delay === null) return { ok: false, message: t("location.studio.find.busy") };
  if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
  const answer = await askGeocoder(base, q, { userAgent: await geocoderUserAgent(), language });
  if (!answer.ok) return { ok: false, message: t(FAILED[answer.reason]) };
  remember(key, answer, Date.now());
  return answer;
}

/** Short-link hosts, for the fetcher's allow-list: only their redirect is read, never the page behind it. */
const SHORT_HOSTS = ["maps.app.goo.gl", "goo.gl", "maps.apple"];

/** Follows a short map link's redirects (at most 3, each only read) to the link it stands for. */
async function expand(link: MapLink & { kind: "short" }): Promise<MapLink> {
  let url = link.url;
  for (let hop = 0; hop < 3; hop++) {
    url = await safeRedirect(url, {
      allowedHosts: SHORT_HOSTS,
      baseUrl: env().OEMBED_BASE_URL,
      accept: "text/html",
      userAgent: await geocoderUserAgent(),
    });
    const next = readMapLink(url);
    if (next.kind !== "short") return next.kind === "none" ? { kind: "no-coordinates", service: link.service } : next;
  }
  return { kind: "no-coordinates", service: link.service };
}

/** The coordinates in a pasted map link; a short link is looked up (its redirect only) on this click. */
export async function placeFromLink(user: { id: string }, text: string, t: StudioT): Promise<PlaceFromLink> {
  let link = readMapLink(text);
  if (link.kind === "short") {
    const wait = await consume([{ key: `maplink:${user.id}`, limit: 20, windowMs: 60_000 }]);
    if (wait) return { ok: false, message: t("location.studio.link.tooMany", { minutes: Math.ceil(wait / 60) }) };
    try {
      link = await expand(link);
    } catch (e) {
      const reason = e instanceof FetchRefused ? e.reason : "network";
      return {
        ok: false,
        message: t(reason === "timeout" ? "location.studio.link.slow" : "location.studio.link.unreachable"),
      };
    }
  }
  if (link.kind === "place") return { ok: true, latitude: link.lat, longitude: link.lng, service: link.service };
  if (link.kind === "no-coordinates") return { ok: false, message: t(NO_COORDINATES_KEY[link.service]) };
  return { ok: false, message: t("location.studio.link.none") };
}
