/**
 * The byte budgets (issue 7) and the code that must never be in a page's
 * first load. Sizes are gzip at the default level — what the server's
 * compression sends — summed over the files a first visit downloads.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

export const BUDGET = {
  /** First-load JavaScript of each public route: entry + route chunks, gzip (issue 10: not above the 120 KB it was; ADR 0901). */
  firstLoadJsGzip: 120 * 1024,
  /** The home page's HTML, gzip. */
  homeHtmlGzip: 30 * 1024,
};

/**
 * Code that loads on a click only. Each is recognised by a string that
 * survives minification, so the check does not depend on chunk names.
 * `expected: true` means the build must contain it somewhere (else the
 * signature is stale and the check would prove nothing).
 */
export const LAZY_ONLY: { name: string; signature: string; expected: boolean; publicOnly?: boolean }[] = [
  { name: "lightbox (yet-another-react-lightbox)", signature: "yarl__", expected: true },
  { name: "Leaflet", signature: "Map container not found", expected: true },
  // The public map's live part and its loader come with "Show map" (MapPanel → MapLive); the studio's pin map has them at once.
  { name: "the map loader", signature: "Maps are turned off on this site.", expected: true, publicOnly: true },
  { name: "Google Maps loader", signature: "google-maps-api-loader", expected: true },
  // Provider player APIs and player libraries: we embed iframes after a click and never bundle these.
  { name: "YouTube iframe API", signature: "youtube.com/iframe_api", expected: false },
  { name: "Vimeo player API", signature: "player.vimeo.com/api/player.js", expected: false },
  { name: "SoundCloud widget API", signature: "w.soundcloud.com/player/api.js", expected: false },
  { name: "Mixcloud widget API", signature: "widgetApi.js", expected: false },
  { name: "react-player", signature: "react-player", expected: false },
];

/** JS files of the client build that contain the signature. */
export function filesContaining(buildDir: string, signature: string): string[] {
  const assets = join(buildDir, "client", "assets");
  return readdirSync(assets)
    .filter((f) => f.endsWith(".js"))
    .filter((f) => readFileSync(join(assets, f), "utf8").includes(signature))
    .map((f) => `/assets/${f}`);
}

export const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
