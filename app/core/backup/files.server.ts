/**
 * The files part of an export and an import, through the site's store
 * (app/core/storage): the data folder or a bucket, the same code for both.
 * The archive names each object `files/<key>` — the same names format 2 has
 * always had, since keys are the paths the files had under DATA_DIR.
 */
import { createWriteStream, existsSync } from "node:fs";
import { mkdir, readdir } from "node:fs/promises";
import { dirname, join, relative, sep } from "node:path";
import { pipeline } from "node:stream/promises";
import { logError, logWarn } from "../log.server.ts";
import { INSTALLATION_FILES } from "../storage/local.server.ts";
import { isValidKey, type ObjectInfo, type ObjectStore } from "../storage/store.server.ts";
import { tarHeader, tarPadding } from "./tar.server.ts";

/** Every object of the site, for the export (the installation's own files are not objects). */
export async function siteObjects(store: ObjectStore): Promise<ObjectInfo[]> {
  const out: ObjectInfo[] = [];
  for await (const o of store.list("")) out.push(o);
  return out.sort((a, b) => (a.key < b.key ? -1 : 1));
}

/** Writes each object as a tar entry `files/<key>`; returns how many, and their bytes. */
export async function writeObjects(
  store: ObjectStore,
  write: (b: Buffer) => Promise<void>,
): Promise<{ count: number; bytes: number }> {
  let n = 0;
  let bytes = 0;
  for (const f of await siteObjects(store)) {
    const obj = await store.get(f.key);
    if (!obj) continue; // deleted since it was listed
    await write(tarHeader(`files/${f.key}`, f.size));
    let sent = 0;
    for await (const chunk of obj.body) {
      const b = chunk as Buffer;
      const part = b.subarray(0, Math.max(0, f.size - sent)); // an object that grew meanwhile is cut at its listed size
      sent += part.length;
      if (part.length) await write(part);
    }
    if (sent < f.size) await write(Buffer.alloc(f.size - sent)); // shrank meanwhile: keep the archive well-formed
    await write(tarPadding(f.size));
    n++;
    bytes += f.size;
  }
  return { count: n, bytes };
}

/** A file name from the archive as a storage key, or null when it must not be written. */
export function archiveKey(name: string): string | null {
  if (!name.startsWith("files/")) return null;
  const key = name.slice("files/".length);
  if (!isValidKey(key) || isInstallationFile(key)) return null;
  return key;
}

/** Files of the installation that an archive may carry (an older export) and the import skips. */
export const isInstallationFile = (key: string) => INSTALLATION_FILES.some((re) => re.test(key));

/** Unpacks one archive entry into the staging folder. */
export async function stageFile(staging: string, key: string, body: NodeJS.ReadableStream): Promise<void> {
  const target = join(staging, ...key.split("/"));
  await mkdir(dirname(target), { recursive: true });
  await pipeline(body, createWriteStream(target));
}

async function* walk(dir: string, base = dir): AsyncGenerator<{ key: string; path: string }> {
  if (!existsSync(dir)) return;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path, base);
    else if (entry.isFile()) yield { key: relative(base, path).split(sep).join("/"), path };
  }
}

/**
 * Puts the staged files into the store, keeping what it needs to undo that:
 * an object the import replaces is first copied aside (to this machine), an
 * object it adds is remembered. Objects the export does not have are deleted
 * only by `finish()`, after the database committed — so until then, `undo()`
 * brings back exactly the files the site had.
 */
export async function swapInObjects(
  store: ObjectStore,
  staging: string,
  aside: string,
): Promise<{ undo(): Promise<void>; finish(): Promise<void> }> {
  const before = new Set((await siteObjects(store)).map((o) => o.key));
  const added: string[] = [];
  const replaced: string[] = [];
  const incoming = new Set<string>();
  const undo = async () => {
    await store.delete(added);
    for (const key of replaced) await store.putFile(key, join(aside, ...key.split("/")), { move: true });
  };
  try {
    for await (const f of walk(staging)) {
      incoming.add(f.key);
      if (before.has(f.key)) {
        const old = await store.get(f.key);
        if (old) {
          const copy = join(aside, ...f.key.split("/"));
          await mkdir(dirname(copy), { recursive: true });
          await pipeline(old.body, createWriteStream(copy));
          replaced.push(f.key);
        }
      } else {
        added.push(f.key);
      }
      await store.putFile(f.key, f.path, { move: true });
    }
  } catch (e) {
    await undo().catch((u: unknown) => logError(u));
    throw e;
  }
  return {
    undo,
    finish: async () => {
      const gone = [...before].filter((k) => !incoming.has(k));
      try {
        await store.delete(gone);
      } catch (e) {
        // The import itself succeeded: files no row names any more are only wasted space.
        logWarn(`import: ${gone.length} file(s) of the old site could not be deleted from ${store.name}`);
        logError(e);
      }
    },
  };
}
