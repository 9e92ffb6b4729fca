/**
 * Receives a multipart/form-data request, streaming each file to a temporary
 * file on disk (never whole in memory). While the bytes pass, it hashes them
 * (SHA-256, for de-duplication), counts them, decides the type from the first
 * bytes (file-type; the name and the browser's claim are ignored), applies the
 * per-kind size limit as soon as the kind is known, and scans for polyglots.
 * A refused file is drained and deleted; the others are kept.
 */
import { createHash, randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import { once } from "node:events";
import { join } from "node:path";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import busboy from "busboy";
import { maxBytesFor, maxMbFor, MB, type UploadKind, type UploadType } from "~/capabilities/media/lib/upload-types.ts";
import { badUpload, tooLarge, unsupportedType, UploadError } from "./errors.server.ts";
import { PolyglotScanner } from "./scan.server.ts";
import { SNIFF_BYTES, sniffType } from "./sniff.server.ts";

export interface ReceiveOptions {
  /** Folder for the temporary files (created when missing). */
  tmpDir: string;
  /** UPLOAD_MAX_MB: the limit for video and audio. */
  uploadMaxMb: number;
  /** Kinds this form takes (the gallery: images; media: audio and video). */
  kinds: readonly UploadKind[];
  maxFiles?: number;
}

export interface ReceivedFile {
  field: string;
  /** Position among the request's files (0-based), whatever order they finished in. */
  index: number;
  /** The name on the visitor's disk, cleaned for display; never used as a path. */
  name: string;
  /** The temporary file; move it or delete it. */
  path: string;
  bytes: number;
  sha256: string;
  type: UploadType;
}

export interface RejectedFile {
  field: string;
  index: number;
  name: string;
  error: UploadError;
}

export interface Received {
  fields: Record<string, string>;
  files: ReceivedFile[];
  rejected: RejectedFile[];
}

/** A display name: no folders, no control characters, at most 200 characters. */
export function cleanFileName(raw: string | undefined): string {
  const base = (raw ?? "")
    .split(/[\\/]/)
    .pop()!
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, "")
    .trim();
  return (base || "file").slice(0, 200);
}

const SCAN_WHOLE_IMAGE = Number.POSITIVE_INFINITY;
const SCAN_MEDIA_HEAD = 1 * MB;

export async function receiveMultipart(request: Request, opts: ReceiveOptions): Promise<Received> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data;/i.test(contentType)) throw unsupportedType(`not multipart: ${contentType}`);
  if (!request.body) throw badUpload("The upload was empty.");
  const maxFiles = opts.maxFiles ?? 50;
  const perFile = Math.max(...opts.kinds.map((k) => maxBytesFor(k, opts.uploadMaxMb)));
  const declared = Number(request.headers.get("content-length") ?? NaN);
  if (Number.isFinite(declared) && declared > perFile * maxFiles + MB) {
    throw tooLarge(Math.max(...opts.kinds.map((k) => maxMbFor(k, opts.uploadMaxMb))), `request of ${declared} bytes`);
  }
  await mkdir(opts.tmpDir, { recursive: true });

  // Field names are the sender's: kept in an object without a prototype, so "__proto__" is just a name.
  const result: Received = { fields: Object.create(null) as Record<string, string>, files: [], rejected: [] };
  const jobs: Promise<void>[] = [];
  let bb: busboy.Busboy;
  try {
    bb = busboy({
      headers: { "content-type": contentType },
      defParamCharset: "utf8",
      limits: { fileSize: perFile + 1, files: maxFiles, fields: 100, fieldSize: 64 * 1024, parts: maxFiles + 100 },
    });
  } catch (e) {
    // A header busboy can't read ("boundary=" with no value, an unknown charset …) is the sender's mistake: a 400.
    throw malformed(e);
  }
  let filesLimit = false;
  bb.on("field", (name, value) => {
    result.fields[name] = value;
  });
  bb.on("filesLimit", () => {
    filesLimit = true;
  });
  // Files finish in any order; keep the order they were sent in (it becomes their order in an album).
  let n = 0;
  bb.on("file", (field, stream, info) => {
    const name = cleanFileName(info.filename);
    const index = n++;
    jobs.push(
      receiveOne(stream, opts).then(
        (f) => void result.files.push({ field, index, name, ...f }),
        (error: unknown) =>
          void result.rejected.push({
            field,
            index,
            name,
            error: error instanceof UploadError ? error : badUpload("This file could not be received.", String(error)),
          }),
      ),
    );
  });
  const done = new Promise<void>((resolve, reject) => {
    bb.on("close", resolve);
    bb.on("error", (e: unknown) => reject(malformed(e)));
  });
  const body = Readable.fromWeb(request.body as WebReadableStream<Uint8Array>);
  body.on("error", (e) => bb.destroy(e));
  body.pipe(bb);
  const broken = await done.then(
    () => undefined,
    (e: unknown) => e,
  );
  await Promise.allSettled(jobs);
  // A refused request keeps none of its files, not even those that arrived whole before the refusal.
  if (broken || filesLimit) {
    await discard(result.files);
    throw (
      broken ?? badUpload(maxFiles === 1 ? "Send one file at a time." : `Send at most ${maxFiles} files at a time.`)
    );
  }
  result.files.sort((a, b) => a.index - b.index);
  result.rejected.sort((a, b) => a.index - b.index);
  return result;
}

const malformed = (e: unknown) =>
  badUpload("The upload was interrupted or malformed.", e instanceof Error ? e.message : String(e));

/** Deletes received temporary files (after a refusal, or once moved elsewhere is not needed). */
export async function discard(files: readonly { path: string }[]): Promise<void> {
  await Promise.all(files.map((f) => rm(f.path, { force: true })));
}

async function receiveOne(
  stream: Readable & { truncated?: boolean },
  opts: ReceiveOptions,
): Promise<Omit<ReceivedFile, "field" | "name" | "index">> {
  const path = join(opts.tmpDir, `${randomUUID()}.part`);
  const out = createWriteStream(path, { flags: "wx" });
  const hash = createHash("sha256");
  let bytes = 0;
  let head: Buffer[] = [];
  let headBytes = 0;
  let type: UploadType | null | undefined;
  let limit = Math.max(...opts.kinds.map((k) => maxBytesFor(k, opts.uploadMaxMb)));
  let scanner: PolyglotScanner | undefined;
  let refusal: UploadError | undefined;

  const decide = async () => {
    const buf = Buffer.concat(head);
    type = await sniffType(buf);
    if (!type) return unsupportedType("sniffed as nothing we accept");
    if (!opts.kinds.includes(type.kind)) return unsupportedType(`${type.mime} not accepted by this form`);
    limit = maxBytesFor(type.kind, opts.uploadMaxMb);
    if (bytes > limit) return tooLarge(maxMbFor(type.kind, opts.uploadMaxMb), `${bytes} bytes`);
    scanner = new PolyglotScanner(type.kind === "image" ? SCAN_WHOLE_IMAGE : SCAN_MEDIA_HEAD);
    for (const c of head) scanner.push(c);
    for (const c of head) if (!out.write(c)) await once(out, "drain");
    head = [];
    return undefined;
  };

  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      if (refusal) continue; // drain the rest so the next part can be read
      bytes += chunk.length;
      hash.update(chunk);
      if (type === undefined) {
        head.push(chunk);
        headBytes += chunk.length;
        if (headBytes >= SNIFF_BYTES) refusal = await decide();
        continue;
      }
      if (bytes > limit) {
        refusal = tooLarge(maxMbFor(type!.kind, opts.uploadMaxMb), `over ${limit} bytes`);
        continue;
      }
      scanner!.push(chunk);
      if (!out.write(chunk)) await once(out, "drain");
    }
    if (!refusal && type === undefined) {
      if (bytes === 0) refusal = badUpload("This file is empty.");
      else refusal = await decide();
    }
    if (!refusal && stream.truncated) refusal = tooLarge(maxMbFor(type!.kind, opts.uploadMaxMb), "busboy limit");
    if (!refusal) {
      const why = scanner!.verdict();
      if (why) refusal = unsupportedType(`polyglot: ${why}`);
    }
  } catch (e) {
    refusal ??= e instanceof UploadError ? e : badUpload("The upload was interrupted.", String(e));
  }
  out.end();
  await once(out, "close").catch(() => undefined);
  if (refusal) {
    await rm(path, { force: true });
    throw refusal;
  }
  return { path, bytes, sha256: hash.digest("hex"), type: type! };
}
