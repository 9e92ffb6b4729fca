/**
 * Where the site's files live (issue 17): one interface, with a local folder
 * (DATA_DIR, the default) and an S3-compatible bucket (STORAGE_URL=s3://…)
 * behind it. Everything that reads or writes upload files — the media
 * pipeline, the serving of /uploads/…, the backup's export and import, the
 * copy command — goes through an ObjectStore, so a static exporter can later
 * read every file the same way.
 *
 * Keys are relative paths with forward slashes, the same as the files' paths
 * under DATA_DIR have always been: `uploads/<id>/<file>` (served),
 * `originals/<id>.<ext>` (never served). So a local site needs no migration,
 * and a copy between a folder and a bucket keeps every key.
 *
 * Relative imports only: scripts/storage.ts loads this with plain Node.
 */
import type { Readable } from "node:stream";

/**
 * A byte range as HTTP asks for it, before the size is known: from `start`
 * to `end` (inclusive, cut at the object's end) or to the end, or the last
 * `suffix` bytes. The store resolves it against the size in the same request.
 */
export type ByteRange = { start: number; end?: number } | { suffix: number };

/** The range lies wholly past the object's end (HTTP 416). */
export class RangeNotSatisfiable extends Error {
  readonly size: number;
  constructor(size: number) {
    super(`Range not satisfiable (the object has ${size} bytes)`);
    this.name = "RangeNotSatisfiable";
    this.size = size;
  }
}

/** The inclusive [first, last] bytes a range means for an object of `size` bytes; throws RangeNotSatisfiable. */
export function resolveRange(range: ByteRange, size: number): [number, number] {
  if ("suffix" in range) {
    if (range.suffix <= 0 || size === 0) throw new RangeNotSatisfiable(size);
    return [Math.max(0, size - range.suffix), size - 1];
  }
  const end = Math.min(range.end ?? size - 1, size - 1);
  if (range.start >= size || range.start > end) throw new RangeNotSatisfiable(size);
  return [range.start, end];
}

export interface ObjectInfo {
  key: string;
  size: number;
  modified: Date;
}

export interface StoredObject {
  body: Readable;
  /** The whole object's size. */
  size: number;
  /** The bytes in `body` (the range's length, or the size). */
  length: number;
  /** For a range: the inclusive first and last byte sent. */
  range?: [number, number];
}

export interface PutOptions {
  contentType?: string;
}

export interface ObjectStore {
  /** For logs and messages: "the data folder …" or "s3://bucket/prefix" (never a secret). */
  readonly name: string;
  /** Stores bytes under a key, whole or not at all (a reader never sees half a file). */
  put(key: string, body: Buffer, opts?: PutOptions): Promise<void>;
  /** Stores a stream of known length (large files, archive entries). */
  putStream(key: string, body: Readable, length: number, opts?: PutOptions): Promise<void>;
  /** Stores a local file; with `move` the file is gone afterwards (a rename where the store is local). */
  putFile(key: string, path: string, opts?: PutOptions & { move?: boolean }): Promise<void>;
  /** The object's bytes (or a range of them, in one request); undefined when there is no such object. Throws RangeNotSatisfiable. */
  get(key: string, range?: ByteRange): Promise<StoredObject | undefined>;
  head(key: string): Promise<ObjectInfo | undefined>;
  /** Deletes objects; keys that are not there are no error. */
  delete(keys: readonly string[]): Promise<void>;
  /** Every object whose key starts with `prefix` ("" for all), in no particular order. */
  list(prefix: string): AsyncIterable<ObjectInfo>;
  /** The object's file on this machine, where the store is a folder (so work on it needs no copy). */
  localPath?(key: string): string;
  /** Lets go of connections (the copy command, tests). */
  close(): void;
}

const KEY = /^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/;

/** A key the stores accept: relative, forward slashes, no "." or ".." parts, no odd characters. */
export function isValidKey(key: string): boolean {
  return key.length <= 512 && KEY.test(key) && !key.split("/").some((p) => p === "." || p === "..");
}

export function assertKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
}

/** Deletes every object under a prefix (an upload's folder). */
export async function deletePrefix(store: ObjectStore, prefix: string): Promise<number> {
  const keys: string[] = [];
  for await (const o of store.list(prefix)) keys.push(o.key);
  await store.delete(keys);
  return keys.length;
}

/** Reads a whole (small) object into memory. */
export async function getBuffer(store: ObjectStore, key: string): Promise<Buffer | undefined> {
  const o = await store.get(key);
  if (!o) return undefined;
  const chunks: Buffer[] = [];
  for await (const c of o.body) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}
