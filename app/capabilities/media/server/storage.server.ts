/**
 * Where upload files live under DATA_DIR:
 *   uploads/<id>/…      what /uploads/<id>/… serves: image variants, audio and
 *                       video as uploaded, video posters (file names carry a
 *                       hash prefix, so a URL's bytes never change: immutable)
 *   originals/<id>.<ext> image originals with their metadata, kept for
 *                       re-processing and export, never served
 *   tmp/uploads/         files still arriving (skipped by export; what a crash
 *                       left there is swept by the "uploads" job)
 */
import { mkdir, readdir, rename, rm, copyFile, stat } from "node:fs/promises";
import { dirname, join } from "node:path";

export const uploadsDir = (dataDir: string) => join(dataDir, "uploads");
export const originalsDir = (dataDir: string) => join(dataDir, "originals");
export const uploadTmpDir = (dataDir: string) => join(dataDir, "tmp", "uploads");

/** The public URL of a file under uploads/ (paths are stored with forward slashes). */
export const uploadUrl = (relPath: string) => `/uploads/${relPath}`;

/** Moves a file (copy + delete when the temporary folder is on another device). */
export async function moveFile(from: string, to: string): Promise<void> {
  await mkdir(dirname(to), { recursive: true });
  try {
    await rename(from, to);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== "EXDEV") throw e;
    await copyFile(from, to);
    await rm(from, { force: true });
  }
}

/** Removes every file of an upload. */
export async function removeUploadFiles(dataDir: string, u: { id: string; original_path: string | null }): Promise<void> {
  await rm(join(uploadsDir(dataDir), u.id), { recursive: true, force: true });
  if (u.original_path) await rm(join(originalsDir(dataDir), u.original_path), { force: true });
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
