/**
 * From a received file to a ready upload: the pixel limit, de-duplication by
 * SHA-256, the row in "processing", the file moved into place, the image
 * variants (or the poster and duration for video and audio), then "ready" —
 * or "failed" with a reason the admin can act on (SPEC §4).
 */
import { createHash, randomUUID } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { UploadKind } from "~/capabilities/media/lib/upload-types.ts";
import { newId } from "~/core/db/ids.server.ts";
import { logError, logWarn } from "~/core/log.server.ts";
import {
  deleteUploadRow,
  findDuplicate,
  getUpload,
  insertUpload,
  setProcessed,
  staleProcessing,
  type Upload,
} from "~/capabilities/media/server/data/uploads.server.ts";
import { nextPosition } from "~/capabilities/media/server/data/order.server.ts";
import type { UploadPurpose } from "~/capabilities/media/server/data/tables.server.ts";
import { mediaDuration } from "~/capabilities/media/server/uploads/duration.server.ts";
import { unsupportedType } from "~/capabilities/media/server/uploads/errors.server.ts";
import { checkImageHeader, ImageFailure, processImage } from "~/capabilities/media/server/uploads/image.server.ts";
import { drawPoster } from "~/capabilities/media/server/uploads/poster.server.ts";
import type { ReceivedFile } from "~/capabilities/media/server/uploads/receive.server.ts";
import { sniffType, SNIFF_BYTES } from "~/capabilities/media/server/uploads/sniff.server.ts";
import { storage } from "~/core/storage/storage.server.ts";
import { deleteTranslations } from "~/core/i18n/content.server.ts";
import { GALLERY_ITEM_ENTITY } from "~/capabilities/media/lib/entities.ts";
import { originalKey, removeUploadFiles, uploadKey, uploadTmpDir, withLocalFile } from "./storage.server.ts";

export interface IngestOptions {
  /** This machine's data folder: files are received and processed in its tmp/ (they are stored in storage()). */
  dataDir: string;
  purpose: UploadPurpose;
  albumId?: string | null;
  alt?: string;
  caption?: string;
  /** Gallery items and media files start unpublished; hero, event images and thumbnails are public once ready. */
  published?: boolean;
}

export interface IngestResult {
  upload: Upload;
  /** The same bytes were already there: nothing new was stored. */
  duplicate: boolean;
}

/** Purposes whose files are public as soon as they are ready (they have no publish step of their own). */
const PUBLIC_BY_DEFAULT: readonly UploadPurpose[] = ["hero", "event", "thumbnail", "poster"];
/** Purposes whose uploads belong to exactly one record, so identical bytes are stored again rather than shared. */
const OWNED: readonly UploadPurpose[] = ["thumbnail", "poster"];

/** Stores a received file; the temporary file is moved or deleted in every case. */
export async function ingestReceived(
  file: Omit<ReceivedFile, "field" | "index">,
  opts: IngestOptions,
): Promise<IngestResult> {
  try {
    if (file.type.kind === "image") await checkImageHeader(file.path);
    const albumId = opts.albumId ?? null;
    // A thumbnail belongs to its one media item (deleted with it), so it is never shared.
    const dup = OWNED.includes(opts.purpose) ? undefined : await findDuplicate(file.sha256, opts.purpose, albumId);
    if (dup) {
      await rm(file.path, { force: true });
      return { upload: dup, duplicate: true };
    }
    const upload = await insertUpload({
      id: newId(),
      album_id: albumId,
      kind: file.type.kind,
      purpose: opts.purpose,
      original_name: file.name,
      mime: file.type.mime,
      ext: file.type.ext,
      bytes: file.bytes,
      sha256: file.sha256,
      width: null,
      height: null,
      duration: null,
      alt: opts.alt ?? "",
      caption: opts.caption ?? "",
      position: await nextPosition({ table: "uploads", albumId }),
      state: "processing",
      failure: null,
      placeholder: "",
      file_path: null,
      poster_path: null,
      original_path: null,
      published: opts.published ?? PUBLIC_BY_DEFAULT.includes(opts.purpose),
    });
    try {
      await place(upload, file.path);
    } catch (e) {
      // Whatever broke once the row exists (a full disk, a lost folder), it must not stay "processing"
      // with nothing left to finish it, nor end the request with a 500: the file failed, with a reason.
      logUploadError(upload.id, "could not be stored", e);
      await setProcessed(upload.id, { state: "failed", failure: "The file could not be stored. Upload it again." });
    }
    return { upload: (await getUpload(upload.id))!, duplicate: false };
  } finally {
    await rm(file.path, { force: true });
  }
}

/** Which upload, then the error with its stack. */
function logUploadError(id: string, what: string, e: unknown): void {
  logWarn(`upload ${id} ${what}:`);
  logError(e);
}

/**
 * Stores the file where it belongs and processes it; records ready or failed.
 * The work (variants, duration, poster) reads the received file on this
 * machine, so a bucket is only written to, never read back.
 */
async function place(upload: Upload, tmpPath: string): Promise<void> {
  const stamp = upload.sha256.slice(0, 10);
  const store = storage();
  if (upload.kind === "image") {
    const original = `${upload.id}.${upload.ext}`;
    // The original first: a crash after this leaves a row that resumeInterrupted() can finish from it.
    // A folder store takes the file by a rename and the variants are made from it there; a bucket gets a
    // copy and they are made from the received file.
    const key = originalKey(original);
    const inFolder = store.localPath?.(key);
    await store.putFile(key, tmpPath, { contentType: upload.mime, move: inFolder !== undefined });
    await setProcessed(upload.id, { state: "processing", original_path: original });
    await processStoredImage(upload.id, inFolder ?? tmpPath, stamp);
    return;
  }
  const rel = `${upload.id}/${stamp}.${upload.ext}`;
  const duration = await mediaDuration(tmpPath, upload.ext);
  await store.putFile(uploadKey(rel), tmpPath, { move: true, contentType: upload.mime });
  let poster: string | null = null;
  let placeholder = "";
  if (upload.kind === "video") {
    try {
      const p = await drawPoster(store, upload.id, stamp, upload.sha256);
      poster = p.path;
      placeholder = p.placeholder;
    } catch (e) {
      // The poster is drawn, not taken from the video: without one the video still plays (the player shows its first frame).
      logUploadError(upload.id, "has no poster", e);
    }
  }
  await setProcessed(upload.id, {
    state: "ready",
    file_path: rel,
    poster_path: poster,
    duration,
    placeholder,
    width: upload.kind === "video" ? 1280 : null,
    height: upload.kind === "video" ? 720 : null,
  });
}

/** Makes the variants from the original (a file on this machine). */
async function processStoredImage(id: string, originalPath: string, stamp: string): Promise<void> {
  try {
    const out = await processImage(originalPath, storage(), id, stamp);
    await setProcessed(id, {
      state: "ready",
      failure: null,
      width: out.width,
      height: out.height,
      variants: out.variants,
      placeholder: out.placeholder,
    });
  } catch (e) {
    const reason = e instanceof ImageFailure ? e.reason : "The image could not be processed.";
    if (!(e instanceof ImageFailure)) logUploadError(id, "could not be processed", e);
    await setProcessed(id, { state: "failed", failure: reason });
  }
}

/** Tries a failed (or interrupted) image again from its kept original (fetched from a bucket to a work copy). */
export async function reprocessUpload(id: string, dataDir: string): Promise<Upload | undefined> {
  const u = await getUpload(id);
  if (!u || u.kind !== "image" || !u.original_path) return u;
  if (!(await storage().head(originalKey(u.original_path)))) {
    await setProcessed(id, { state: "failed", failure: "The original file is missing. Upload it again." });
    return getUpload(id);
  }
  await setProcessed(id, { state: "processing", failure: null });
  const done = await withLocalFile(originalKey(u.original_path), dataDir, async (path) => {
    await processStoredImage(id, path, u.sha256.slice(0, 10));
    return true;
  });
  if (!done) await setProcessed(id, { state: "failed", failure: "The original file is missing. Upload it again." });
  return getUpload(id);
}

/** Stores bytes made on the server (demo content, fetched or drawn thumbnails) through the same pipeline. */
export async function ingestBuffer(
  data: Buffer,
  name: string,
  opts: IngestOptions & { kinds?: readonly UploadKind[] },
): Promise<IngestResult> {
  const type = await sniffType(data.subarray(0, SNIFF_BYTES));
  if (!type || (opts.kinds && !opts.kinds.includes(type.kind)))
    throw unsupportedType(`server-made ${name} sniffed as ${type?.mime ?? "nothing"}`);
  const tmp = uploadTmpDir(opts.dataDir);
  await mkdir(tmp, { recursive: true });
  const path = join(tmp, `${randomUUID()}.part`);
  await writeFile(path, data);
  return ingestReceived(
    { name, path, bytes: data.length, sha256: createHash("sha256").update(data).digest("hex"), type },
    opts,
  );
}

/**
 * Deletes an upload's row and files (in storage()). The second argument, the
 * data folder its callers still pass, is no longer needed: it goes once the
 * studio work on those callers has landed (issue 17).
 */
export async function deleteUpload(id: string, _dataDir?: string): Promise<void> {
  const u = await getUpload(id);
  if (!u) return;
  await deleteUploadRow(id);
  // A gallery item's caption and alt text in other languages go with it (issue 15).
  await deleteTranslations(GALLERY_ITEM_ENTITY, id);
  await removeUploadFiles(u);
}

/**
 * Processing runs inside the upload request and takes seconds (bench/uploads.ts),
 * so a file still "processing" after this long was cut off by a crash or restart.
 */
export const INTERRUPTED_AFTER_MS = 10 * 60_000;

export const isInterrupted = (u: Pick<Upload, "state" | "updated_at">, now = Date.now()): boolean =>
  u.state === "processing" && Date.parse(u.updated_at) < now - INTERRUPTED_AFTER_MS;

/** Finishes one interrupted upload: an image is processed again from its original; anything else is marked failed. */
export async function resumeUpload(u: Upload, dataDir: string): Promise<Upload | undefined> {
  if (u.kind === "image" && u.original_path) return reprocessUpload(u.id, dataDir);
  await setProcessed(u.id, { state: "failed", failure: "Processing was interrupted. Upload the file again." });
  return getUpload(u.id);
}

/** Uploads left in "processing" by a restart, all at once. */
export async function resumeInterrupted(dataDir: string, olderThanMs = INTERRUPTED_AFTER_MS): Promise<number> {
  const stale = await staleProcessing(new Date(Date.now() - olderThanMs).toISOString());
  for (const u of stale) await resumeUpload(u, dataDir);
  return stale.length;
}
