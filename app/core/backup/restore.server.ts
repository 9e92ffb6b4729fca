/**
 * Restoring a listed backup (issue 28): the site as it is now is backed up
 * first (and nothing happens if that fails), then the chosen backup is
 * fetched, checked against the checksum recorded when it was written,
 * decrypted with the owner's passphrase, and imported all or nothing
 * (importSite). A changed, cut-short or wrongly decrypted file is refused
 * before the site is touched.
 */
import { createReadStream, createWriteStream, existsSync } from "node:fs";
import { mkdir, open, rm } from "node:fs/promises";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { env } from "../env.server.ts";
import { contentChanged } from "../db/content-version.server.ts";
import { getBackup, getTargetById, type BackupRow } from "./data/backups.server.ts";
import { openDestination, storeError, type Destination } from "./destinations.server.ts";
import { decryptStream, ENVELOPE_HEADER_BYTES, isEncryptedBackup, passphraseOpens } from "./envelope.server.ts";
import { BackupError } from "./errors.server.ts";
import { importSite } from "./backup.server.ts";
import { backUpNow, takeBackup, withLease } from "./runs.server.ts";
import { digestOf } from "./write.server.ts";
import { verifyArchive } from "./verify.server.ts";
import type { ExportSummary } from "./backup.server.ts";

/** The store a listed backup is kept in, or a BackupError when that place is no longer set up. */
async function destinationOf(row: BackupRow): Promise<Destination> {
  const target = row.target_id ? await getTargetById(row.target_id) : null;
  if (row.target_id && !target)
    throw new BackupError("missing", `This backup was kept at ${row.location}, which is no longer set up.`);
  const dest = openDestination(target);
  if (dest.location !== row.location) {
    dest.store.close();
    throw new BackupError(
      "missing",
      `This backup was kept at ${row.location}; backups now go to ${dest.location}. Set that place up again to restore it.`,
    );
  }
  return dest;
}

async function listed(id: string): Promise<BackupRow> {
  const row = await getBackup(id);
  if (!row) throw new BackupError("missing", "There is no such backup.");
  if (row.state !== "verified")
    throw new BackupError("not_verified", "Only a backup that was written and verified can be used.");
  return row;
}

/** Refuses a missing or wrong passphrase for an encrypted backup, reading only its header. */
async function checkPassphrase(dest: Destination, row: BackupRow, passphrase: string | undefined): Promise<void> {
  if (!row.encrypted) return;
  if (!passphrase)
    throw new BackupError("passphrase_needed", "This backup is encrypted: enter the passphrase it was made with.");
  const head = await dest.store
    .get(row.object_key, { start: 0, end: ENVELOPE_HEADER_BYTES - 1 })
    .catch(() => undefined);
  if (!head) throw new BackupError("missing", `The backup file is no longer at ${row.location}.`);
  const chunks: Buffer[] = [];
  for await (const c of head.body) chunks.push(c as Buffer);
  if (!(await passphraseOpens(Buffer.concat(chunks), passphrase)))
    throw new BackupError("wrong_passphrase", "The passphrase does not open this backup.");
}

/**
 * Fetches a listed backup to a temporary file and checks it against its
 * recorded checksum, then hands `work` the file's path; the file is removed
 * afterwards.
 */
async function withFetched<T>(dest: Destination, row: BackupRow, work: (file: string) => Promise<T>): Promise<T> {
  const dir = join(env().DATA_DIR, "tmp");
  await mkdir(dir, { recursive: true });
  // A folder's file is used where it is (the caller holds the target's lease: rotation cannot delete it meanwhile).
  const inPlace = dest.store.localPath?.(row.object_key);
  const file = inPlace ?? join(dir, `restore-${randomBytes(6).toString("hex")}.part`);
  try {
    if (!inPlace) {
      const obj = await dest.store.get(row.object_key).catch((e: unknown) => {
        throw new BackupError("target", `Could not read the backup from ${row.location}: ${storeError(e)}.`);
      });
      if (!obj) throw new BackupError("missing", `The backup file is no longer at ${row.location}.`);
      await pipeline(obj.body, createWriteStream(file));
    } else if (!existsSync(inPlace))
      throw new BackupError("missing", `The backup file is no longer at ${row.location}.`);
    const { sha256, bytes } = await digestOf(createReadStream(file));
    if (sha256 !== row.sha256 || bytes !== row.bytes)
      throw new BackupError(
        "checksum",
        "This backup has changed since it was written (its checksum differs), so it was not used.",
      );
    return await work(file);
  } finally {
    if (!inPlace) await rm(file, { force: true });
  }
}

/** The plain archive in a fetched file (decrypted when the backup is encrypted). */
const archiveIn = (file: string, row: BackupRow, passphrase: string | undefined): Readable =>
  row.encrypted ? decrypted(file, passphrase ?? "") : createReadStream(file);

/** A file's decrypted bytes; a failure of either stream fails the result. */
function decrypted(file: string, passphrase: string): Readable {
  const input = createReadStream(file);
  const out = decryptStream(passphrase);
  input.once("error", (e) => out.destroy(e));
  return input.pipe(out);
}

/**
 * Restores a listed backup over the site. The current site is backed up first
 * (same target, kind "pre-restore"); when that fails, nothing is restored.
 */
export async function restoreBackup(
  id: string,
  passphrase?: string,
): Promise<{ rows: number; files: number; safety: BackupRow }> {
  const row = await listed(id);
  const dest = await destinationOf(row);
  try {
    await checkPassphrase(dest, row, passphrase);
    const target = row.target_id ? ((await getTargetById(row.target_id)) ?? null) : null;
    // Fetched and checked first: a changed file is refused before a safety backup is taken for nothing.
    const run = () =>
      withFetched(dest, row, async (file) => {
        const safety = await takeBackup(target, "pre-restore", { protect: row.id });
        if (safety.state !== "verified")
          throw new BackupError(
            "safety_backup",
            `Could not back up the site as it is now (${safety.error ?? "unknown error"}), so nothing was restored.`,
            { reason: safety.error ?? "" },
          );
        const result = await importSite(archiveIn(file, row, passphrase));
        await contentChanged();
        return { rows: result.rows, files: result.files, safety };
      });
    return target ? await withLease(target, run) : await run();
  } finally {
    dest.store.close();
  }
}

/**
 * Checks a listed backup again, end to end: its checksum at the target and —
 * when it is not encrypted, or the passphrase is given — its restore into a
 * scratch database against the counts recorded when it was written.
 */
export async function verifyBackup(
  id: string,
  passphrase?: string,
): Promise<{ restored: boolean; counts?: ExportSummary }> {
  const row = await listed(id);
  const dest = await destinationOf(row);
  try {
    if (row.encrypted && !passphrase) {
      await withFetched(dest, row, async () => {});
      return { restored: false };
    }
    await checkPassphrase(dest, row, passphrase);
    const expected = JSON.parse(row.counts ?? "null") as ExportSummary | null;
    if (!expected) throw new BackupError("not_verified", "This backup has no record of what it holds.");
    const v = await withFetched(dest, row, (file) => verifyArchive(archiveIn(file, row, passphrase), expected));
    return { restored: true, counts: v.counts };
  } finally {
    dest.store.close();
  }
}

/**
 * Restores a backup file that is not (or no longer) listed — the way back
 * after losing the server: a fresh install, the file, and its passphrase when
 * it is encrypted. The site as it is is backed up first, as for a listed one.
 */
export async function restoreFile(
  path: string,
  passphrase?: string,
): Promise<{ rows: number; files: number; safety: BackupRow }> {
  const head = Buffer.alloc(ENVELOPE_HEADER_BYTES);
  let got: number;
  try {
    const f = await open(path);
    got = (await f.read(head, 0, head.length, 0)).bytesRead;
    await f.close();
  } catch {
    throw new BackupError("missing", `There is no backup with that id, and no file ${path}.`);
  }
  const encrypted = isEncryptedBackup(head.subarray(0, got));
  if (encrypted && !passphrase)
    throw new BackupError("passphrase_needed", "This backup is encrypted: enter the passphrase it was made with.");
  if (encrypted && !(await passphraseOpens(head.subarray(0, got), passphrase!)))
    throw new BackupError("wrong_passphrase", "The passphrase does not open this backup.");
  const safety = await backUpNow("pre-restore");
  if (safety.state !== "verified")
    throw new BackupError(
      "safety_backup",
      `Could not back up the site as it is now (${safety.error ?? "unknown error"}), so nothing was restored.`,
      { reason: safety.error ?? "" },
    );
  const result = await importSite(encrypted ? decrypted(path, passphrase!) : createReadStream(path));
  await contentChanged();
  return { rows: result.rows, files: result.files, safety };
}
