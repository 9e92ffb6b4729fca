/**
 * /uploads/<id>/<file>: the processed files of an upload. Published uploads
 * are public, cacheable for a year and immutable (a file's name carries its
 * hash, so its bytes never change) and need no cookie. Anything unpublished —
 * a gallery draft, a media file not yet published — is only for the studio,
 * never cached, and a 404 for everyone else. Originals of images are never
 * served (they are not under uploads/, and keep their metadata). Single byte
 * ranges are supported, so audio and video can seek.
 *
 * The bytes come from storage(): the data folder, or a bucket, streamed
 * through this server either way (ADR 0305: no visitor's browser asks
 * another host, and the CSP stays 'self').
 */
import { Readable } from "node:stream";
import type { RouterContextProvider } from "react-router";
import { getSession } from "~/core/auth/session.server.ts";
import { logError } from "~/core/log.server.ts";
import { storage } from "~/core/storage/storage.server.ts";
import { RangeNotSatisfiable, resolveRange, type ByteRange } from "~/core/storage/store.server.ts";
import { getUpload } from "~/capabilities/media/server/data/uploads.server.ts";
import { uploadKey } from "./storage.server.ts";

/** By extension; a Map, since the extension comes from the requested path. */
const TYPES = new Map([
  ["avif", "image/avif"],
  ["webp", "image/webp"],
  ["jpg", "image/jpeg"],
  ["png", "image/png"],
  ["gif", "image/gif"],
  ["mp4", "video/mp4"],
  ["webm", "video/webm"],
  ["mp3", "audio/mpeg"],
  ["m4a", "audio/mp4"],
  ["ogg", "audio/ogg"],
  ["wav", "audio/wav"],
]);

const PATH = /^([A-Za-z0-9_-]{8,32})\/([A-Za-z0-9_-]{1,80}\.([a-z0-9]{2,5}))$/;

const notFound = () =>
  new Response("Not found\n", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

export async function serveUpload(
  request: Request,
  context: Readonly<RouterContextProvider>,
  splat: string,
): Promise<Response> {
  const m = PATH.exec(splat);
  if (!m) return notFound();
  const [, id, name, ext] = m as unknown as [string, string, string, string];
  const type = TYPES.get(ext);
  if (!type) return notFound();
  const upload = await getUpload(id);
  if (!upload || upload.state !== "ready") return notFound();
  const rel = `${id}/${name}`;
  const own = new Set([...upload.variants.map((v) => v.path), upload.file_path, upload.poster_path]);
  if (!own.has(rel)) return notFound();
  // Only a non-public file costs a session lookup; public ones never read the cookie.
  if (!upload.published && !(await getSession(request, context))) return notFound();

  const headers = new Headers({
    "Content-Type": type,
    "Accept-Ranges": "bytes",
    "Cache-Control": upload.published ? "public, max-age=31536000, immutable" : "private, no-store",
    "Last-Modified": new Date(upload.updated_at).toUTCString(),
  });
  const store = storage();
  const key = uploadKey(rel);
  try {
    const range = parseRange(request.headers.get("range"));
    if (range === "invalid") return notSatisfiable(headers, (await store.head(key))?.size);
    if (request.method === "HEAD") {
      const info = await store.head(key);
      if (!info) return notFound();
      let span: [number, number] | undefined;
      try {
        span = range ? resolveRange(range, info.size) : undefined;
      } catch (e) {
        if (e instanceof RangeNotSatisfiable) return notSatisfiable(headers, e.size);
        throw e;
      }
      headers.set("Content-Length", String(span ? span[1] - span[0] + 1 : info.size));
      if (span) headers.set("Content-Range", `bytes ${span[0]}-${span[1]}/${info.size}`);
      return new Response(null, { status: span ? 206 : 200, headers });
    }
    // One request to the store, ranged or not (a bucket resolves the range against the size itself).
    let obj;
    try {
      obj = await store.get(key, range ?? undefined);
    } catch (e) {
      if (e instanceof RangeNotSatisfiable) return notSatisfiable(headers, e.size);
      throw e;
    }
    if (!obj) return notFound();
    headers.set("Content-Length", String(obj.length));
    if (obj.range) headers.set("Content-Range", `bytes ${obj.range[0]}-${obj.range[1]}/${obj.size}`);
    if (obj.length === 0) {
      obj.body.destroy();
      return new Response(null, { status: 200, headers });
    }
    // A visitor who leaves mid-file cancels the web stream, which ends the store's read (a file, or the bucket's response).
    return new Response(Readable.toWeb(obj.body) as ReadableStream<Uint8Array>, {
      status: obj.range ? 206 : 200,
      headers,
    });
  } catch (e) {
    // The store did not answer (a bucket that is down): the visitor gets a 503 to retry, the log the reason.
    logError(e, { url: request.url });
    return new Response("The file is not available right now. Try again in a moment.\n", {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "Retry-After": "5" },
    });
  }
}

function notSatisfiable(headers: Headers, size: number | undefined): Response {
  if (size === undefined) return notFound();
  headers.set("Content-Range", `bytes */${size}`);
  return new Response(null, { status: 416, headers });
}

/**
 * One "bytes=a-b", "bytes=a-" or "bytes=-n" range (the forms browsers send for media), read before the
 * size is known; other forms (several ranges) are answered whole, as HTTP allows.
 */
export function parseRange(header: string | null): ByteRange | "invalid" | null {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m) return null;
  const [, a, b] = m as unknown as [string, string, string];
  if (a === "" && b === "") return "invalid";
  if (a === "") return Number(b) === 0 ? "invalid" : { suffix: Number(b) };
  if (b !== "" && Number(b) < Number(a)) return "invalid";
  return b === "" ? { start: Number(a) } : { start: Number(a), end: Number(b) };
}
