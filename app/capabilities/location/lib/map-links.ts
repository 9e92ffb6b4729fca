/**
 * Coordinates from a map link as people copy it from Google Maps, Apple Maps
 * or OpenStreetMap (the address bar, or Share → Copy link), so nobody types a
 * latitude. Pure, for the studio's field (instant) and the server (the short
 * links' look-up). What each service puts where:
 *
 * - Google: `/maps/place/…/data=…!3d<lat>!4d<lng>` (the place itself, best),
 *   `/maps/@<lat>,<lng>,<zoom>z` (the view's centre), `?q=` / `?ll=` /
 *   `?query=` / `?destination=` / `?daddr=` / `?center=` with "lat,lng", and
 *   `/maps/search/<lat>,<lng>`; on every national host (google.de, google.co.uk…).
 * - Apple: `?ll=`, `?coordinate=`, `?q=`, `?sll=`, `?daddr=`, `?center=` with "lat,lng".
 * - OpenStreetMap: `?mlat=&mlon=` (the marker), `#map=<zoom>/<lat>/<lng>`,
 *   `?lat=&lon=`, and the short `osm.org/go/<code>` decoded here.
 *
 * Short links that only the service can expand (maps.app.goo.gl, goo.gl/maps,
 * maps.apple/p/…) are named as such: the server follows their redirect, once,
 * when the editor asks (server/map-link.server.ts).
 */
import { isLatitude, isLongitude, roundCoordinate } from "./coordinates.ts";

export type MapService = "google" | "apple" | "osm";

export type MapLink =
  /** Coordinates found (the zoom when the link had one). */
  | { kind: "place"; service: MapService; lat: number; lng: number; zoom?: number }
  /** A short link: only its redirect says where it points. */
  | { kind: "short"; service: MapService; url: string }
  /** A link of a map service that names no coordinates (a place's name, an OSM node): say so. */
  | { kind: "no-coordinates"; service: MapService }
  /** Not a map link at all. */
  | { kind: "none" };

const NONE: MapLink = { kind: "none" };

/** What to tell the editor about a link of `service` that names no coordinates (a studio catalogue key each). */
export const NO_COORDINATES_KEY: Record<MapService, string> = {
  google: "location.studio.link.noCoordinates.google",
  apple: "location.studio.link.noCoordinates.apple",
  osm: "location.studio.link.noCoordinates.osm",
};

// "52.52,13.405", "52.52, 13.405", "52.52%2C13.405" (decoded before), "loc:52.52+13.405" (the + is a space by then).
const PAIR = /^(?:loc:)?\s*([+-]?\d{1,2}(?:\.\d+)?)\s*[,\s]\s*([+-]?\d{1,3}(?:\.\d+)?)\s*$/;
const GOOGLE_HOST = /^(?:www\.|maps\.)?google\.(?:[a-z]{2,3}|co\.[a-z]{2}|com\.[a-z]{2})$/;
const SHORT_HOSTS: Record<string, MapService> = {
  "maps.app.goo.gl": "google",
  "goo.gl": "google",
  "maps.apple": "apple",
};
const APPLE_HOSTS = new Set(["maps.apple.com"]);
const OSM_HOSTS = new Set(["openstreetmap.org", "www.openstreetmap.org", "osm.org", "www.osm.org"]);

function place(service: MapService, lat: number, lng: number, zoom?: number): MapLink {
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || !isLatitude(lat) || !isLongitude(lng)) return NONE;
  const z = zoom !== undefined && Number.isFinite(zoom) && zoom >= 0 && zoom <= 22 ? Math.round(zoom) : undefined;
  return {
    kind: "place",
    service,
    lat: roundCoordinate(lat),
    lng: roundCoordinate(lng),
    ...(z !== undefined ? { zoom: z } : {}),
  };
}

function pair(service: MapService, text: string | null | undefined, zoom?: number): MapLink {
  const m = text ? PAIR.exec(text) : null;
  return m ? place(service, Number(m[1]), Number(m[2]), zoom) : NONE;
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text; // a malformed %-escape: read what is there
  }
}

const first = (...links: MapLink[]): MapLink => links.find((l) => l.kind === "place") ?? NONE;

function google(url: URL): MapLink {
  // Only the maps: google.com/search?q=… is a web search.
  if (!url.pathname.startsWith("/maps") && !url.hostname.startsWith("maps.")) return NONE;
  const path = decoded(url.pathname);
  const q = url.searchParams;
  // The place's own coordinates beat the view's centre: "!3d52.51!4d13.37" in the data part.
  const data = /!3d(-?\d+(?:\.\d+)?)!4d(-?\d+(?:\.\d+)?)/.exec(path + url.search);
  const at = /@(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)(?:,(\d+(?:\.\d+)?)z)?/.exec(path);
  const zoom = at?.[3] ? Number(at[3]) : q.get("z") ? Number(q.get("z")) : undefined;
  const found = first(
    data ? place("google", Number(data[1]), Number(data[2]), zoom) : NONE,
    ...["q", "query", "ll", "destination", "daddr", "center", "sll"].map((k) => pair("google", q.get(k), zoom)),
    pair("google", /\/maps\/(?:search|place|dir)\/([^/]+)/.exec(path)?.[1]?.replace(/\+/g, " ")),
    at ? place("google", Number(at[1]), Number(at[2]), zoom) : NONE,
  );
  return found.kind === "place" ? found : { kind: "no-coordinates", service: "google" };
}

function apple(url: URL): MapLink {
  const q = url.searchParams;
  const zoom = q.get("z") ? Number(q.get("z")) : undefined;
  const found = first(...["coordinate", "ll", "q", "sll", "daddr", "center"].map((k) => pair("apple", q.get(k), zoom)));
  return found.kind === "place" ? found : { kind: "no-coordinates", service: "apple" };
}

const SHORT_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_~";

/**
 * OpenStreetMap's short code (osm.org/go/<code>): interleaved bits of the
 * longitude and latitude, 3 zoom levels per character, "-" for each zoom
 * level less (openstreetmap-website, lib/short_link.rb). "@" is the old "~".
 */
export function decodeOsmShortCode(code: string): { lat: number; lng: number; zoom: number } | null {
  if (!/^[A-Za-z0-9_~@]{1,11}-{0,2}$/.test(code)) return null;
  let x = 0;
  let y = 0;
  let z = 0;
  let zOffset = 0;
  for (const c of code.replace(/@/g, "~")) {
    const t = SHORT_ALPHABET.indexOf(c);
    if (t < 0) {
      zOffset -= 1;
      continue;
    }
    for (let bit = 5; bit > 0; bit -= 2) {
      x = x * 2 + ((t >> bit) & 1);
      y = y * 2 + ((t >> (bit - 1)) & 1);
    }
    z += 3;
  }
  // Numbers, not 32-bit integers: 11 characters are 33 bits a coordinate.
  x *= 2 ** (32 - z);
  y *= 2 ** (32 - z);
  return { lng: (x * 360) / 2 ** 32 - 180, lat: (y * 180) / 2 ** 32 - 90, zoom: z - 8 - (((zOffset % 3) + 3) % 3) };
}

function osm(url: URL): MapLink {
  const q = url.searchParams;
  const short = /^\/go\/([^/?#]+)$/.exec(url.pathname);
  if (short) {
    const d = decodeOsmShortCode(decoded(short[1]!));
    return d ? place("osm", d.lat, d.lng, d.zoom) : { kind: "no-coordinates", service: "osm" };
  }
  const hash = /(?:^|&)map=(\d{1,2})\/(-?\d+(?:\.\d+)?)\/(-?\d+(?:\.\d+)?)/.exec(url.hash.slice(1));
  const zoom = hash ? Number(hash[1]) : q.get("zoom") ? Number(q.get("zoom")) : undefined;
  const marker = q.get("mlat") !== null && q.get("mlon") !== null;
  const found = first(
    marker ? place("osm", Number(q.get("mlat")), Number(q.get("mlon")), zoom) : NONE,
    hash ? place("osm", Number(hash[2]), Number(hash[3]), zoom) : NONE,
    q.get("lat") !== null && q.get("lon") !== null
      ? place("osm", Number(q.get("lat")), Number(q.get("lon")), zoom)
      : NONE,
    pair("osm", q.get("query")),
  );
  return found.kind === "place" ? found : { kind: "no-coordinates", service: "osm" };
}

/** Reads a pasted map link (with or without its https://). */
export function readMapLink(input: string): MapLink {
  const text = input.trim();
  if (text.length === 0 || text.length > 4000 || /\s/.test(text)) return NONE;
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return NONE;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return NONE;
  const host = url.hostname.toLowerCase().replace(/\.$/, "");
  const short = SHORT_HOSTS[host];
  if (short && (host !== "goo.gl" || url.pathname.startsWith("/maps/"))) {
    if (url.pathname.length < 2) return NONE;
    url.protocol = "https:";
    url.hash = "";
    return { kind: "short", service: short, url: url.href };
  }
  if (GOOGLE_HOST.test(host)) return google(url);
  if (APPLE_HOSTS.has(host)) return apple(url);
  if (OSM_HOSTS.has(host)) return osm(url);
  return NONE;
}
