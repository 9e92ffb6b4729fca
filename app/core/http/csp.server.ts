/**
 * The Content-Security-Policy for every response. Scripts run only from this
 * origin or with the per-request nonce (or, for a page served from the page
 * cache, with the hashes of its inline scripts: page-cache.server.ts). Other
 * hosts appear only where a visitor's click loads them (provider players, map
 * tiles, Google Maps).
 * Capabilities add their hosts in the marked sections.
 */
import { env } from "~/core/env.server.ts";
import { mapClientConfig, mapCspAdditions } from "~/capabilities/location/lib/config.ts";
import { providerFrameOrigins } from "~/capabilities/media/lib/providers.ts";

/** Hosts whose players may be framed after a click: the media provider registry's player origins. */
export const FRAME_HOSTS: string[] = providerFrameOrigins();

export function contentSecurityPolicy(inline: string | { hashes: string[] }, opts: { dev?: boolean } = {}): string {
  const e = env();
  const img = ["'self'", "data:", "blob:"];
  // Vite's HMR client and React Refresh preamble need inline/eval in dev.
  const inlineSources = opts.dev ? ["'unsafe-inline'", "'unsafe-eval'"] : typeof inline === "string" ? [`'nonce-${inline}'`] : inline.hashes;
  const script = ["'self'", ...inlineSources];
  const connect = ["'self'"];
  const style = ["'self'", "'unsafe-inline'"];
  const font = ["'self'"];

  // --- maps capability: the tile host (OSM/Leaflet) or Google's hosts, per app/lib/maps/config.ts ---
  const maps = mapCspAdditions(mapClientConfig(e));
  script.push(...maps["script-src"]);
  img.push(...maps["img-src"].filter((s) => !img.includes(s)));
  connect.push(...maps["connect-src"].filter((s) => !connect.includes(s)));
  style.push(...maps["style-src"]);
  font.push(...maps["font-src"]);
  const frame = [...FRAME_HOSTS, ...maps["frame-src"]];

  if (opts.dev) connect.push("ws:", "wss:"); // the HMR websocket

  return [
    "default-src 'self'",
    `script-src ${script.join(" ")}`,
    `style-src ${style.join(" ")}`,
    `img-src ${img.join(" ")}`,
    `font-src ${font.join(" ")}`,
    `connect-src ${connect.join(" ")}`,
    "media-src 'self' blob:",
    `frame-src ${frame.join(" ")}`,
    "frame-ancestors 'self'",
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'",
    "worker-src 'self' blob:",
  ].join("; ");
}
