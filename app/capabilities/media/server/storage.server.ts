/**
 * Where upload files live, as keys of the site's store (app/core/storage:
 * DATA_DIR by default, or the bucket STORAGE_URL names):
 *   uploads/<id>/…      what /uploads/<id>/… serves: image variants, audio and
 *                       video as uploaded, video posters (file names carry a
 *                       hash prefix, so a URL's bytes never change: immutable)
 *   originals/<id>.<ext> image originals with their metadata, kept for
 *                       re-processing and export, never served
 * and, always on this machine's disk:
 *   DATA_DIR/tmp/uploads/ files still arriving, and work copies being
 *                       processed (skipped by export; what a crash left there
 *                       is swept by the "uploads" job)
 */
import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, readdir, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import { storage } from "~/core/storage/storage.server.ts";
import { deletePrefix, type ObjectStore } from "~/core/storage/store.server.ts";

export const uploadTmpDir = (dataDir: string) => join(dataDir, "tmp", "uploads");

/** The store key of a file under uploads/ (the paths kept in the uploads table are relative to it). */
export const uploadKey = (relPath: string) => `uploads/${relPath}`;
/** The store key of an image's original (uploads.original_path is relative to originals/). */
export const originalKey = (name: string) => `originals/${name}`;

/** The public URL of a file under uploads/ (paths are stored with forward slashes). */
export const uploadUrl = (relPath: string) => `/uploads/${relPath}`;

/** Removes every file of an upload. */
export async function removeUploadFiles(
  u: { id: string; original_path: string | null },
  store: ObjectStore = storage(),
): Promise<void> {
  await deletePrefix(store, `uploads/${u.id}/`);
  if (u.original_path) await store.delete([originalKey(u.original_path)]);
}

/**
 * Runs `fn` on the stored object as a file on this machine: the store's own
 * file where it has one (the data folder), or a work copy in the temporary
 * folder that is deleted afterwards (a bucket). Undefined when there is no
 * such object.
 */
export async function withLocalFile<T>(
  key: string,
  dataDir: string,
  fn: (path: string) => Promise<T>,
  store: ObjectStore = storage(),
): Promise<T | undefined> {
  const own = store.localPath?.(key);
  if (own !== undefined) {
    const there = await stat(own).then(
      (s) => s.isFile(),
      () => false,
    );
    return there ? fn(own) : undefined;
  }
  const obj = await store.get(key);
  if (!obj) return undefined;
  const dir = uploadTmpDir(dataDir);
  await mkdir(dir, { recursive: true });
  const copy = join(dir, `${randomUUID()}.part`);
  try {
    await pipeline(obj.body, createWriteStream(copy));
    return await fn(copy);
  } finally {
    await rm(copy, { force: true });
  }
}

/**
 * A file arriving is written to all the time, and a finished one is moved or
 * deleted at once; one nobody has written to for an hour was left by a crash,
 * a restart or a lost connection.
 */
export const STALE_TMP_MS = 60 * 60_000;

/** Deletes the temporary upload files nobody has written to for `olderThanMs`; returns how many. */
export async function sweepUploadTmp(dataDir: string, olderThanMs = STALE_TMP_MS, now = Date.now()): Promise<number> {
  const dir = uploadTmpDir(dataDir);
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ENOENT") return 0;
    throw e;
  }
  let removed = 0;
  for (const name of names) {
    const path = join(dir, name);
    const st = await stat(path).catch(() => undefined); // gone meanwhile: its request finished
    if (!st || st.mtimeMs >= now - olderThanMs) continue;
    await rm(path, { recursive: true, force: true });
    removed++;
  }
  return removed;
}
