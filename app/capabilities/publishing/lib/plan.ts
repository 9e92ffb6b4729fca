/**
 * What a publish sends (issue 28, ADR 2812): the export's files by content hash against the hash
 * map recorded at the last publish to the same target — new and changed files are uploaded, files
 * that disappeared are removed, the rest is left alone. Uploads go in an order that keeps the live
 * site whole while they arrive (files a page uses before the page, the home page last), and the
 * removals come after every upload.
 */

/** Path inside the site (`events/index.html`) → SHA-256 of its bytes (hex). */
export type HashMap = Record<string, string>;

export interface Plan {
  upload: string[];
  remove: string[];
  unchanged: number;
}

/** Files pages use (assets, uploads, data, feeds) first, then pages, the home page last. */
function rank(path: string): number {
  if (path === "index.html") return 3;
  if (path.endsWith(".html")) return 2;
  if (path.endsWith(".data") || path === "__manifest") return 1;
  return 0;
}

export function planPublish(previous: HashMap, next: HashMap): Plan {
  const upload = Object.keys(next).filter((p) => previous[p] !== next[p]);
  upload.sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0));
  const remove = Object.keys(previous)
    .filter((p) => !(p in next))
    .sort();
  return { upload, remove, unchanged: Object.keys(next).length - upload.length };
}

/**
 * A path inside the site as the export wrote it, safe to join to a target's folder or prefix:
 * relative, `/`-separated, no `.` or `..` segment, no backslash or control character. Anything
 * else is refused, so no name can reach outside the target.
 */
export function safeSitePath(path: string): string {
  const bad =
    path === "" ||
    path.length > 1024 ||
    path.startsWith("/") ||
    path.includes("\\") ||
    // eslint-disable-next-line no-control-regex -- control characters are what this refuses
    /[\u0000-\u001f\u007f]/.test(path) ||
    path.split("/").some((s) => s === "" || s === "." || s === "..");
  if (bad) throw new Error(`Refusing a file name that could leave the site's folder: ${JSON.stringify(path)}`);
  return path;
}

const TYPES: Record<string, string> = {
  html: "text/html; charset=utf-8",
  js: "text/javascript; charset=utf-8",
  mjs: "text/javascript; charset=utf-8",
  css: "text/css; charset=utf-8",
  json: "application/json",
  webmanifest: "application/manifest+json",
  xml: "application/xml",
  data: "text/x-script",
  txt: "text/plain; charset=utf-8",
  ics: "text/calendar; charset=utf-8",
  svg: "image/svg+xml",
  webp: "image/webp",
  avif: "image/avif",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  ico: "image/x-icon",
  woff2: "font/woff2",
  woff: "font/woff",
  pdf: "application/pdf",
  zip: "application/zip",
  mp3: "audio/mpeg",
  m4a: "audio/mp4",
  ogg: "audio/ogg",
  wav: "audio/wav",
  mp4: "video/mp4",
  webm: "video/webm",
};

/** The Content-Type a bucket should serve a file with (a bucket knows only what it is told). */
export function contentTypeOf(path: string): string {
  if (path === "__manifest" || path.endsWith("/__manifest")) return "application/json";
  const ext = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase() ?? "";
  return TYPES[ext] ?? "application/octet-stream";
}

/** Fingerprinted build assets never change: a year; everything else revalidates. */
export const cacheControlOf = (path: string) =>
  path.startsWith("assets/") ? "public, max-age=31536000, immutable" : "public, max-age=0, must-revalidate";
