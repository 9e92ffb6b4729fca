/**
 * Reads an export archive (.tar.gz) safely: tar-stream parses the tar, with a
 * size cap per entry (checked on the header, before any byte is read) and in
 * total, and a decompression cap (bytes out against bytes in) that stops a zip
 * bomb long before it fills memory or disk. Every failure is an ImportError,
 * including those raised inside an entry's handler (issue 18: an uncaught one
 * used to stop the server).
 */
import { createGunzip } from "node:zlib";
import { Transform, type Readable } from "node:stream";
import tar from "tar-stream";
import { AppError } from "~/core/errors.ts";

/** A damaged, foreign or hostile archive: a 400 with a message for the owner. */
export class ImportError extends AppError {
  constructor(message: string) {
    super("bad_request", { message });
    this.name = "ImportError";
  }
}

export interface ArchiveLimits {
  /** Largest single entry (a file or data.json). */
  maxEntryBytes: number;
  /** All entries together. */
  maxTotalBytes: number;
  /** Decompressed bytes may exceed this floor only while they stay within `maxRatio` × compressed bytes. */
  ratioFloorBytes: number;
  maxRatio: number;
}

export const DEFAULT_LIMITS: ArchiveLimits = {
  maxEntryBytes: 4 * 1024 ** 3,
  maxTotalBytes: 64 * 1024 ** 3,
  ratioFloorBytes: 8 * 1024 ** 2,
  // Photos, audio and video hardly compress; data.json does about 10:1. Zeros do 1000:1.
  maxRatio: 100,
};

export interface ArchiveEntry {
  name: string;
  size: number;
  type: string;
  body: Readable;
}

const DAMAGED = "This file is not a Marquee export, or it is damaged.";

/** Counts compressed bytes going in and decompressed bytes coming out, and stops a stream that inflates too far. */
function inflationGuard(limits: ArchiveLimits) {
  let compressed = 0;
  let inflated = 0;
  const countIn = new Transform({
    transform(chunk: Buffer, _enc, cb) {
      compressed += chunk.length;
      cb(null, chunk);
    },
  });
  const countOut = new Transform({
    transform(chunk: Buffer, _enc, cb) {
      inflated += chunk.length;
      if (inflated > limits.ratioFloorBytes && inflated > compressed * limits.maxRatio) {
        cb(new ImportError("This file unpacks to far more than its size: it is not a Marquee export."));
        return;
      }
      cb(null, chunk);
    },
  });
  return { countIn, countOut };
}

/**
 * Calls `onEntry` for each entry, one at a time (back-pressure respected: a
 * body is never held whole in memory). Resolves when the archive ends.
 */
export function readArchive(
  source: Readable,
  onEntry: (entry: ArchiveEntry) => Promise<void>,
  limits: ArchiveLimits = DEFAULT_LIMITS,
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let total = 0;
    let settled = false;
    const gunzip = createGunzip();
    const { countIn, countOut } = inflationGuard(limits);
    const extract = tar.extract();
    const streams = [source, countIn, gunzip, countOut] as const;
    const fail = (e: unknown) => {
      if (settled) return;
      settled = true;
      for (const s of streams) s.destroy();
      extract.destroy();
      // A person's error from the source (a backup's decryption: wrong passphrase, tampered) keeps its own words.
      reject(e instanceof AppError ? e : new ImportError(DAMAGED));
    };
    for (const s of streams) s.on("error", fail);
    extract.on("error", fail);
    extract.on("entry", (header, body, next) => {
      const size = header.size ?? 0;
      total += size;
      if (size > limits.maxEntryBytes || total > limits.maxTotalBytes) {
        fail(new ImportError("This export is larger than this installation accepts."));
        return;
      }
      onEntry({ name: header.name, size, type: header.type ?? "file", body: body as unknown as Readable }).then(() => {
        // A body read to its end is destroyed by its iterator; one the handler skipped is drained first.
        if (body.destroyed) return next();
        body.on("end", () => next());
        body.resume();
      }, fail);
    });
    extract.on("finish", () => {
      if (settled) return;
      settled = true;
      resolve();
    });
    source
      .pipe(countIn)
      .pipe(gunzip)
      .pipe(countOut)
      .pipe(extract as unknown as NodeJS.WritableStream);
  });
}
