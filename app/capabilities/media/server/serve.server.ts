/**
 * /uploads/<id>/<file>: the processed files of an upload. Published uploads
 * are public, cacheable for a year and immutable (a file's name carries its
 * hash, so its bytes never change) and need no cookie. Anything unpublished —
 * a gallery draft, a media file not yet published — is only for the studio,
 * never cached, and a 404 for everyone else. Originals of images are never
 * served (they live outside uploads/, with their metadata). Single byte
 * ranges are supported, so audio and video can seek.
 */
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { join } from "node:path";
import { Readable } from "node:stream";
import type { RouterContextProvider } from "react-router";
import { getSession } from "~/core/auth/session.server.ts";
import { getUpload } from "~/capabilities/media/server/data/uploads.server.ts";
import { uploadsDir } from "./storage.server.ts";

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

const notFound = () => new Response("Not found\n", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

export async function serveUpload(request: Request, context: Readonly<RouterContextProvider>, splat: string, dataDir: string): Promise<Response> {
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

  const abs = join(uploadsDir(dataDir), rel);
  let size: number;
  try {
    size = (await stat(abs)).size;
  } catch {
    return notFound();
  }
  const headers = new Headers({
    "Content-Type": type,
    "Accept-Ranges": "bytes",
    "Cache-Control": upload.published ? "public, max-age=31536000, immutable" : "private, no-store",
    "Last-Modified": new Date(upload.updated_at).toUTCString(),
  });
  const range = parseRange(request.headers.get("range"), size);
  if (range === "invalid") {
    headers.set("Content-Range", `bytes */${size}`);
    return new Response(null, { status: 416, headers });
  }
  const [start, end] = range ?? [0, size - 1];
  headers.set("Content-Length", String(size === 0 ? 0 : end - start + 1));
  if (range) headers.set("Content-Range", `bytes ${start}-${end}/${size}`);
  const status = range ? 206 : 200;
  if (request.method === "HEAD" || size === 0) return new Response(null, { status, headers });
  const body = Readable.toWeb(createReadStream(abs, { start, end })) as ReadableStream<Uint8Array>;
  return new Response(body, { status, headers });
}

/** One "bytes=a-b" range (the form browsers send for media); multiple ranges are answered whole. */
export function parseRange(header: string | null, size: number): [number, number] | "invalid" | null {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m) return null;
  const [, a, b] = m as unknown as [string, string, string];
  if (a === "" && b === "") return "invalid";
  let start: number;
  let end: number;
  if (a === "") {
    const suffix = Number(b);
    if (suffix === 0) return "invalid";
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(a);
    end = b === "" ? size - 1 : Math.min(Number(b), size - 1);
  }
  if (start >= size || start > end) return "invalid";
  return [start, end];
}
