/**
 * The Content-Security-Policy for every response. Scripts run only from this
 * origin or with the per-request nonce. Other hosts appear only where a
 * visitor's click loads them (provider players, map tiles, Google Maps).
 * Capabilities add their hosts in the marked sections.
 */
import { env } from "../env.server.ts";

const originOf = (url: string): string | null => {
  try {
    return new URL(url.replace(/\{[a-z]\}/g, "a")).origin;
  } catch {
    return null;
  }
};

/** Hosts whose players may be framed after a click (media capability). */
export const FRAME_HOSTS: string[] = [
  "https://www.youtube-nocookie.com",
  "https://player.vimeo.com",
  "https://w.soundcloud.com",
  "https://open.spotify.com",
  "https://bandcamp.com",
  "https://player-widget.mixcloud.com",
  "https://www.mixcloud.com",
];

export function contentSecurityPolicy(nonce: string, opts: { dev?: boolean } = {}): string {
  const e = env();
  const img = ["'self'", "data:", "blob:"];
  const script = ["'self'", `'nonce-${nonce}'`];
  const connect = ["'self'"];
  const style = ["'self'", "'unsafe-inline'"];
  const font = ["'self'"];

  // --- maps capability ---
  if (e.MAP_PROVIDER === "osm") {
    const tiles = originOf(e.MAP_TILE_URL);
    if (tiles) img.push(tiles);
  }
  if (e.MAP_PROVIDER === "google") {
    script.push("https://maps.googleapis.com");
    img.push("https://maps.googleapis.com", "https://maps.gstatic.com", "https://*.googleapis.com", "https://*.gstatic.com");
    connect.push("https://maps.googleapis.com", "https://*.googleapis.com");
    style.push("https://fonts.googleapis.com");
    font.push("https://fonts.gstatic.com");
  }

  if (opts.dev) {
    // Vite's HMR client and React Refresh preamble need inline/eval and a websocket.
    script.splice(1, 1, "'unsafe-inline'", "'unsafe-eval'");
    connect.push("ws:", "wss:");
  }

  return [
    "default-src 'self'",
    `script-src ${script.join(" ")}`,
    `style-src ${style.join(" ")}`,
    `img-src ${img.join(" ")}`,
    `font-src ${font.join(" ")}`,
    `connect-src ${connect.join(" ")}`,
    "media-src 'self' blob:",
    `frame-src ${FRAME_HOSTS.join(" ")}`,
    "frame-ancestors 'self'",
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'",
    "worker-src 'self' blob:",
  ].join("; ");
}
