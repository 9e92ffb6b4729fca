/**
 * The default store: files under DATA_DIR, at their keys' paths. A write goes
 * to a temporary name beside its target and is renamed into place, so a
 * reader (or a crash) never meets half a file. The installation's own files
 * in DATA_DIR — the SQLite database, the session secret, temporary and
 * import folders, the backups folder — are not objects: never listed, never written.
 */
import { createReadStream, createWriteStream } from "node:fs";
import { copyFile, mkdir, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import { randomBytes } from "node:crypto";
import { dirname, join } from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  assertKey,
  isValidKey,
  resolveRange,
  type ByteRange,
  type ObjectInfo,
  type ObjectStore,
  type StoredObject,
} from "./store.server.ts";

/** Files in DATA_DIR that belong to this installation, not to the site. */
export const INSTALLATION_FILES = [
  /^marquee\.sqlite/,
  /^session-secret$/,
  /^(tmp|\.tmp)(\/|$)/,
  /^backup-import(\/|$)/,
  // The backup taken before the demo is removed (the studio's "Restore the demo"): never part of an export.
  /^undo(\/|$)/,
  // Backups kept in the data folder (ADR 2800): a backup must not hold the backups before it.
  /^backups(\/|$)/,
];
const isInstallationFile = (key: string) => INSTALLATION_FILES.some((re) => re.test(key));
/** A write in progress (`<name>.<random>.part`), never an object of its own. */
const PART = /\.[0-9a-f]{12}\.part$/;

export class LocalStore implements ObjectStore {
  readonly name: string;
  readonly root: string;
  // No parameter properties: scripts/storage.ts runs this file with Node's type stripping.
  constructor(root: string) {
    this.root = root;
    this.name = `the data folder ${root}`;
  }

  private path(key: string): string {
    assertKey(key);
    if (isInstallationFile(key)) throw new Error(`Not a storage key: ${key} is the installation's own file`);
    return join(this.root, ...key.split("/"));
  }

  /** Writes through a temporary name beside the target, then renames it into place. */
  private async atomically(key: string, write: (tmp: string) => Promise<void>): Promise<void> {
    const target = this.path(key);
    await mkdir(dirname(target), { recursive: true });
    const tmp = `${target}.${randomBytes(6).toString("hex")}.part`;
    try {
      await write(tmp);
      await rename(tmp, target);
    } catch (e) {
      await rm(tmp, { force: true });
      throw e;
    }
  }

  localPath(key: string): string {
    return this.path(key);
  }

  async put(key: string, body: Buffer): Promise<void> {
    await this.atomically(key, (tmp) => writeFile(tmp, body));
  }

  async putStream(key: string, body: Readable, length: number): Promise<void> {
    await this.atomically(key, async (tmp) => {
      await pipeline(body, createWriteStream(tmp));
      const size = (await stat(tmp)).size;
      if (size !== length) throw new Error(`Stored ${size} bytes for ${key}, expected ${length}`);
    });
  }

  async putFile(key: string, path: string, opts: { move?: boolean } = {}): Promise<void> {
    const target = this.path(key);
    await mkdir(dirname(target), { recursive: true });
    if (opts.move) {
      try {
        await rename(path, target);
        return;
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== "EXDEV") throw e; // another device: copy, then delete
      }
    }
    await this.atomically(key, (tmp) => copyFile(path, tmp));
    if (opts.move) await rm(path, { force: true });
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject | undefined> {
    const path = this.path(key);
    let size: number;
    try {
      const st = await stat(path);
      if (!st.isFile()) return undefined;
      size = st.size;
    } catch {
      return undefined;
    }
    if (range) {
      const [start, end] = resolveRange(range, size);
      return { body: createReadStream(path, { start, end }), size, length: end - start + 1, range: [start, end] };
    }
    // An empty file has no byte range to read (createReadStream's end is inclusive).
    return { body: createReadStream(path, size === 0 ? { start: 0, end: -1 } : {}), size, length: size };
  }

  async head(key: string): Promise<ObjectInfo | undefined> {
    try {
      const st = await stat(this.path(key));
      return st.isFile() ? { key, size: st.size, modified: st.mtime } : undefined;
    } catch {
      return undefined;
    }
  }

  async delete(keys: readonly string[]): Promise<void> {
    for (const key of keys) await rm(this.path(key), { force: true });
    // Empty folders left behind (an upload's own folder) go too, up to the root.
    for (const dir of new Set(keys.map((k) => dirname(this.path(k))))) {
      for (let d = dir; d.startsWith(this.root + "/") && d !== this.root; d = dirname(d)) {
        const left = await readdir(d).catch(() => null);
        if (left === null || left.length > 0) break;
        await rm(d, { recursive: true, force: true });
      }
    }
  }

  async *list(prefix: string): AsyncIterable<ObjectInfo> {
    // Walk only the folder the prefix names (or its parent when it ends mid-name).
    const slash = prefix.lastIndexOf("/");
    const dirKey = slash >= 0 ? prefix.slice(0, slash) : "";
    yield* this.walk(dirKey, prefix);
  }

  private async *walk(dirKey: string, prefix: string): AsyncIterable<ObjectInfo> {
    const dir = dirKey ? join(this.root, ...dirKey.split("/")) : this.root;
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === "ENOENT" || (e as NodeJS.ErrnoException).code === "ENOTDIR") return;
      throw e;
    }
    for (const entry of entries) {
      const key = dirKey ? `${dirKey}/${entry.name}` : entry.name;
      // The installation's files, and names no upload ever has, are not objects.
      if (isInstallationFile(key) || !isValidKey(key)) continue;
      if (entry.isDirectory()) {
        if (key.startsWith(prefix) || prefix.startsWith(key + "/")) yield* this.walk(key, prefix);
      } else if (entry.isFile() && key.startsWith(prefix) && !PART.test(key)) {
        const st = await stat(join(dir, entry.name)).catch(() => undefined); // gone meanwhile: not listed
        if (st) yield { key, size: st.size, modified: st.mtime };
      }
    }
  }

  close(): void {}
}
