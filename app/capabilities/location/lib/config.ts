/**
 * What the browser needs to know to show a map, picked from the server's
 * configuration by a route loader (never the whole env). Also the hosts a
 * provider needs, for the Content-Security-Policy.
 */

import { templateSource } from "~/core/http/csp-source.ts";

export type MapProvider = "osm" | "google" | "none";

export const DEFAULT_TILE_URL = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";
export const GOOGLE_SCRIPT_URL = "https://maps.googleapis.com/maps/api/js";

export interface MapClientConfig {
  provider: MapProvider;
  /** Leaflet URL template with {z}/{x}/{y} (and optionally {s}, {r}). */
  tileUrl: string;
  /** Plain text; rendered escaped, with "OpenStreetMap" linked to its copyright page. */
  attribution: string;
  /** Browser key for the Maps JavaScript API (restricted by referrer in Google's console). */
  googleKey?: string;
  /** Replaces GOOGLE_SCRIPT_URL (a proxy, or a local stand-in in tests). */
  googleScriptUrl?: string;
  /** The host a visitor's browser will contact when they choose "Show map" (mapHostLabel), named in the placeholder. */
  host: string;
}

export interface MapEnvLike {
  MAP_PROVIDER: MapProvider;
  MAP_TILE_URL: string;
  MAP_ATTRIBUTION: string;
  GOOGLE_MAPS_API_KEY?: string;
  GOOGLE_MAPS_SCRIPT_URL?: string;
}

export function mapClientConfig(env: MapEnvLike): MapClientConfig {
  const config: Omit<MapClientConfig, "host"> =
    env.MAP_PROVIDER === "google"
      ? {
          provider: "google",
          tileUrl: env.MAP_TILE_URL,
          attribution: env.MAP_ATTRIBUTION,
          googleKey: env.GOOGLE_MAPS_API_KEY,
          ...(env.GOOGLE_MAPS_SCRIPT_URL ? { googleScriptUrl: env.GOOGLE_MAPS_SCRIPT_URL } : {}),
        }
      : // The key stays on the server unless Google is the provider.
        { provider: env.MAP_PROVIDER, tileUrl: env.MAP_TILE_URL, attribution: env.MAP_ATTRIBUTION };
  // Worked out here, so the browser's first load carries no URL parsing for the placeholder's line.
  return { ...config, host: mapHostLabel(config) };
}

/** CSP source for a tile URL template (see templateSource). */
export const tileSource = templateSource;

/** The host a visitor's browser will contact when they choose "Show map" (shown in the placeholder). */
export function mapHostLabel(config: Omit<MapClientConfig, "host">): string {
  if (config.provider === "google") {
    try {
      return new URL(config.googleScriptUrl ?? GOOGLE_SCRIPT_URL).host;
    } catch {
      return "maps.googleapis.com";
    }
  }
  const src = tileSource(config.tileUrl);
  return src ? src.replace(/^https?:\/\//, "").replace(/^\*\./, "") : "the map server";
}

export interface CspAdditions {
  "script-src": string[];
  "style-src": string[];
  "img-src": string[];
  "connect-src": string[];
  "font-src": string[];
  "frame-src": string[];
  "worker-src": string[];
}

/**
 * Sources to add to the page's CSP so the chosen map can load after the click.
 * Google's list follows its CSP guide for the Maps JavaScript API
 * (developers.google.com/maps/documentation/javascript/content-security-policy).
 */
export function mapCspAdditions(config: MapClientConfig): CspAdditions {
  const out: CspAdditions = {
    "script-src": [],
    "style-src": [],
    "img-src": [],
    "connect-src": [],
    "font-src": [],
    "frame-src": [],
    "worker-src": [],
  };
  if (config.provider === "osm") {
    const src = tileSource(config.tileUrl);
    if (src) out["img-src"].push(src);
  } else if (config.provider === "google") {
    const script = tileSource(config.googleScriptUrl ?? GOOGLE_SCRIPT_URL);
    out["script-src"].push(
      ...new Set([
        script ?? "https://maps.googleapis.com",
        "https://maps.googleapis.com",
        "https://*.googleapis.com",
        "https://*.gstatic.com",
      ]),
    );
    out["style-src"].push("https://fonts.googleapis.com");
    out["img-src"].push(
      "https://*.googleapis.com",
      "https://*.gstatic.com",
      "https://*.google.com",
      "https://*.googleusercontent.com",
      "data:",
    );
    out["connect-src"].push(
      "https://*.googleapis.com",
      "https://*.google.com",
      "https://*.gstatic.com",
      "data:",
      "blob:",
    );
    out["font-src"].push("https://fonts.gstatic.com");
    out["frame-src"].push("https://*.google.com");
    out["worker-src"].push("blob:");
  }
  return out;
}
