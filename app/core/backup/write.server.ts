/**
 * Writing one backup (ADR 2800): the site's export (the same format as the
 * studio's download, docs/backup.md) streams two ways at once —
 *
 *   export ─┬─ [encrypt] ─ SHA-256 ─ a file in DATA_DIR/tmp ─ the target
 *           └─ verify: read like an import, restored into a scratch database, counts compared
 *
 * then the stored copy is read back from the target and its checksum compared
 * with the one computed while writing. So a backup counts as verified when its
 * content restored as written *and* the bytes at the target are those bytes —
 * also when it is encrypted and the passphrase is not here to open it.
 */
import { createHash, randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { PassThrough, Transform, Writable, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { env } from "../env.server.ts";
import { exportSite, type ExportSummary } from "./backup.server.ts";
import { encryptStream, type Recipient } from "./envelope.server.ts";
import { storeError, type Destination } from "./destinations.server.ts";
import { verifyArchive } from "./verify.server.ts";
import { BackupError } from "./errors.server.ts";

export interface Written {
  key: string;
  bytes: number;
  sha256: string;
  counts: ExportSummary;
  verifiedAt: string;
}

/** The object's name at the target: sortable by time, saying what it is. */
export function backupKey(id: string, kind: string, at: Date, encrypted: boolean): string {
  const stamp = at
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");
  return `marquee-backup-${stamp}-${kind}-${id}.tar.gz${encrypted ? ".enc" : ""}`;
}

/** Counts and hashes what passes through. */
function measure(): Transform & { bytes: number; digest(): string } {
  const hash = createHash("sha256");
  const t = new Transform({
    transform(chunk: Buffer, _enc, done) {
      hash.update(chunk);
      m.bytes += chunk.length;
      done(null, chunk);
    },
  }) as Transform & { bytes: number; digest(): string };
  const m = t;
  m.bytes = 0;
  m.digest = () => hash.digest("hex");
  return m;
}

/** SHA-256 and length of a stream, read to its end. */
export async function digestOf(body: Readable): Promise<{ sha256: string; bytes: number }> {
  const m = measure();
  await pipeline(body, m, new Writable({ write: (_c, _e, done) => done() }));
  return { sha256: m.digest(), bytes: m.bytes };
}

/**
 * Writes, verifies and stores one backup of the site at `dest` under `key`.
 * Throws a BackupError saying what failed (the target refused or is full,
 * the restore did not match); nothing is left at the target then.
 */
export async function writeBackup(dest: Destination, key: string, encryptFor: Recipient | null): Promise<Written> {
  const tmpDir = join(env().DATA_DIR, "tmp");
  await mkdir(tmpDir, { recursive: true });
  const tmp = join(tmpDir, `backup-${randomBytes(6).toString("hex")}.part`);
  let summary: ExportSummary | undefined;
  const source = exportSite({ onSummary: (s) => (summary = s) });
  const toFile = new PassThrough();
  const toCheck = new PassThrough();
  // One export read by both: the slower one sets the pace, neither holds the whole archive.
  source.pipe(toFile);
  source.pipe(toCheck);
  source.once("error", (e) => {
    toFile.destroy(e);
    toCheck.destroy(e);
  });
  const m = measure();
  const writing = encryptFor
    ? pipeline(toFile, encryptStream(encryptFor), m, createWriteStream(tmp))
    : pipeline(toFile, m, createWriteStream(tmp));
  const checking = verifyArchive(toCheck, () => summary);
  const [w, c] = await Promise.allSettled([writing, checking]);
  try {
    if (w.status === "rejected" || c.status === "rejected") {
      source.destroy();
      const e = w.status === "rejected" ? w.reason : (c as PromiseRejectedResult).reason;
      if (e instanceof BackupError) throw e;
      throw new BackupError("not_verified", `The backup could not be written: ${storeError(e)}.`);
    }
    const sha256 = m.digest();
    try {
      await dest.store.putFile(key, tmp, { move: true, contentType: "application/octet-stream" });
    } catch (e) {
      await dest.store.delete([key]).catch(() => {});
      throw new BackupError("target", `Could not store the backup at ${dest.location}: ${storeError(e)}.`, {
        location: dest.location,
        reason: storeError(e),
      });
    }
    const stored = await dest.store.get(key).catch(() => undefined);
    const back = stored ? await digestOf(stored.body).catch(() => undefined) : undefined;
    if (!back || back.sha256 !== sha256 || back.bytes !== m.bytes) {
      await dest.store.delete([key]).catch(() => {});
      throw new BackupError(
        "checksum",
        `The copy at ${dest.location} does not read back as written (${back ? "its checksum differs" : "it could not be read"}).`,
      );
    }
    return { key, bytes: m.bytes, sha256, counts: c.value.counts, verifiedAt: new Date().toISOString() };
  } finally {
    await rm(tmp, { force: true });
  }
}
