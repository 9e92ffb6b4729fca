/**
 * Image originals for other capabilities (the press kit's full-resolution
 * downloads, issue 14): only ready, published images, and only as a store key
 * this capability made (originals/<id>.<ext>), so a caller can never be led
 * to a file outside the upload store.
 */
import { getUploads } from "~/capabilities/media/server/data/uploads.server.ts";
import { originalKey } from "./storage.server.ts";

export interface ImageOriginal {
  id: string;
  /** The storage key of the original, as uploaded (with its metadata). */
  key: string;
  ext: string;
  mime: string;
  bytes: number;
  alt: string;
}

export async function imageOriginals(ids: readonly string[]): Promise<Map<string, ImageOriginal>> {
  const out = new Map<string, ImageOriginal>();
  for (const [id, u] of await getUploads(ids)) {
    if (u.kind !== "image" || u.state !== "ready" || !u.published || !u.original_path) continue;
    out.set(id, { id, key: originalKey(u.original_path), ext: u.ext, mime: u.mime, bytes: u.bytes, alt: u.alt });
  }
  return out;
}
