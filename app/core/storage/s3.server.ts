/**
 * Objects in an S3-compatible bucket (AWS S3, Cloudflare R2, Backblaze B2,
 * MinIO) through the AWS SDK v3, under `prefix/` + key.
 *
 * Checksums are sent and checked only where the API requires them: the SDK's
 * default since 2025 (a CRC32 trailer in aws-chunked uploads) is refused by
 * several S3-compatible stores and stand-ins, while each object's integrity
 * is already covered by the request's signature and TCP.
 */
import { createReadStream } from "node:fs";
import { rm, stat } from "node:fs/promises";
import { Transform, type Readable } from "node:stream";
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import {
  assertKey,
  RangeNotSatisfiable,
  resolveRange,
  type ByteRange,
  type ObjectInfo,
  type ObjectStore,
  type PutOptions,
  type StoredObject,
} from "./store.server.ts";

export interface S3Options {
  bucket: string;
  /** Without slashes at either end; "" for the bucket's root. */
  prefix: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

/** `s3://bucket/some/prefix` → bucket and prefix (validated by env.server.ts). */
export function parseS3Url(url: string): { bucket: string; prefix: string } {
  const u = new URL(url);
  return { bucket: u.hostname, prefix: decodeURIComponent(u.pathname).replace(/^\/+|\/+$/g, "") };
}

/** Passes `length` bytes through, and fails when the stream brings fewer or more. */
function exactly(length: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      seen += chunk.length;
      done(seen > length ? new Error(`The stream is longer than its ${length} bytes`) : null, chunk);
    },
    flush(done) {
      done(seen < length ? new Error(`The stream ended after ${seen} of its ${length} bytes`) : null);
    },
  });
}

const notFound = (e: unknown) =>
  e instanceof S3ServiceException &&
  (e.$metadata.httpStatusCode === 404 || e.name === "NoSuchKey" || e.name === "NotFound");

export class S3Store implements ObjectStore {
  readonly name: string;
  readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;

  constructor(opts: S3Options) {
    this.bucket = opts.bucket;
    this.prefix = opts.prefix ? `${opts.prefix}/` : "";
    this.name = `s3://${opts.bucket}/${opts.prefix}`;
    this.client = new S3Client({
      region: opts.region,
      forcePathStyle: opts.forcePathStyle,
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
      ...(opts.endpoint ? { endpoint: opts.endpoint } : {}),
      // Unset: the SDK's own chain (AWS_* variables, a profile, an instance role).
      ...(opts.accessKeyId && opts.secretAccessKey
        ? { credentials: { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey } }
        : {}),
    });
  }

  private key(key: string): string {
    assertKey(key);
    return this.prefix + key;
  }

  async put(key: string, body: Buffer, opts: PutOptions = {}): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.key(key),
        Body: body,
        ContentLength: body.length,
        ContentType: opts.contentType,
      }),
    );
  }

  async putStream(key: string, body: Readable, length: number, opts: PutOptions = {}): Promise<void> {
    // One PUT (up to 5 GB, beyond UPLOAD_MAX_MB's largest): S3 stores it whole or not at all. A stream that
    // ends early would leave the request waiting for bytes that never come: it fails the request instead.
    const checked = body.pipe(exactly(length));
    const abort = new AbortController();
    let streamError: Error | undefined;
    const fail = (e: Error) => {
      streamError ??= e;
      abort.abort();
    };
    body.once("error", fail);
    checked.once("error", fail);
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: this.key(key),
          Body: checked,
          ContentLength: length,
          ContentType: opts.contentType,
        }),
        { abortSignal: abort.signal },
      );
    } catch (e) {
      throw streamError ?? e;
    }
  }

  async putFile(key: string, path: string, opts: PutOptions & { move?: boolean } = {}): Promise<void> {
    const { size } = await stat(path);
    await this.putStream(key, createReadStream(path), size, opts);
    if (opts.move) await rm(path, { force: true });
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject | undefined> {
    if (range && "suffix" in range) {
      // The last n bytes: some S3-compatible stores misread "bytes=-n" (s3rver sends the first n), and browsers
      // rarely ask for it, so it costs a HEAD for the size and then an explicit range.
      const info = await this.head(key);
      if (!info) return undefined;
      const [start, end] = resolveRange(range, info.size);
      return this.get(key, { start, end });
    }
    // The range goes to S3 as HTTP's own header, so a seek is one request: S3 cuts it at the end and says the size.
    const header = range && `bytes=${range.start}-${range.end ?? ""}`;
    try {
      const r = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: this.key(key), ...(header ? { Range: header } : {}) }),
      );
      const length = r.ContentLength ?? 0;
      const m = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(r.ContentRange ?? "");
      if (range && !m) {
        // A store that sent the whole object for a range (S3 never does): refuse rather than send wrong bytes as a range.
        (r.Body as Readable).destroy();
        resolveRange(range, length); // an empty object: not satisfiable
        throw new Error(`${this.name} ignored a byte range for ${key}`);
      }
      return m
        ? { body: r.Body as Readable, size: Number(m[3]), length, range: [Number(m[1]), Number(m[2])] }
        : { body: r.Body as Readable, size: length, length };
    } catch (e) {
      if (notFound(e)) return undefined;
      if (e instanceof S3ServiceException && e.$metadata.httpStatusCode === 416) {
        const size = Number(
          /\/(\d+)$/.exec(
            String(
              (e as { $response?: { headers?: Record<string, string> } }).$response?.headers?.["content-range"] ?? "",
            ),
          )?.[1] ?? NaN,
        );
        throw new RangeNotSatisfiable(Number.isFinite(size) ? size : ((await this.head(key))?.size ?? 0));
      }
      throw e;
    }
  }

  async head(key: string): Promise<ObjectInfo | undefined> {
    try {
      const r = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.key(key) }));
      return { key, size: r.ContentLength ?? 0, modified: r.LastModified ?? new Date(0) };
    } catch (e) {
      if (notFound(e)) return undefined;
      throw e;
    }
  }

  async delete(keys: readonly string[]): Promise<void> {
    for (let i = 0; i < keys.length; i += 1000) {
      const batch = keys.slice(i, i + 1000);
      const r = await this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.bucket,
          Delete: { Objects: batch.map((k) => ({ Key: this.key(k) })), Quiet: true },
        }),
      );
      const failed = (r.Errors ?? []).filter((x) => x.Code !== "NoSuchKey");
      if (failed.length)
        throw new Error(
          `Could not delete ${failed.length} object(s) from ${this.name}: ${failed[0]!.Code ?? "error"} for ${failed[0]!.Key ?? "?"}`,
        );
    }
  }

  async *list(prefix: string): AsyncIterable<ObjectInfo> {
    let token: string | undefined;
    do {
      const r = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: this.prefix + prefix, ContinuationToken: token }),
      );
      for (const o of r.Contents ?? []) {
        if (!o.Key) continue;
        yield { key: o.Key.slice(this.prefix.length), size: o.Size ?? 0, modified: o.LastModified ?? new Date(0) };
      }
      token = r.IsTruncated ? r.NextContinuationToken : undefined;
    } while (token);
  }

  close(): void {
    this.client.destroy();
  }
}
