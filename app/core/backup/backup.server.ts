/**
 * One-click export and import (SPEC §10, owner safety): every content table as
 * JSON plus the site's files (its store: DATA_DIR or a bucket, files.server.ts),
 * in one .tar.gz that a fresh install — on SQLite or PostgreSQL, either
 * storage — can import. Sessions, rate-limit counters, migration
 * bookkeeping and what each capability's manifest excludes stay behind.
 *
 * The format (docs/backup.md): `data.json` first, `{ format, version,
 * exportedAt, tables: { name: rows[] } }`, binary values as `{ "$base64": … }`;
 * then `files/<path>` for each file. Version 2; version 1 (binary values as
 * Node's or SQLite's JSON of a byte array) still imports.
 */
import { mkdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { PassThrough, type Readable } from "node:stream";
import { createGzip } from "node:zlib";
import { db } from "../db/client.server.ts";
import { inSnapshot } from "../db/snapshot.server.ts";
import { env } from "../env.server.ts";
import { tarEnd, tarHeader, tarPadding } from "./tar.server.ts";
import { ImportError, readArchive } from "./archive.server.ts";
import { encodeRow, decodeRow } from "./values.server.ts";
import { archiveKey, isInstallationFile, stageFile, swapInObjects, writeObjects } from "./files.server.ts";
import {
  contentTables as tablesOf,
  FORMAT,
  optionalParts,
  prepareRestore,
  VERSION,
  writeContentTables,
} from "./tables.server.ts";
import { storage } from "../storage/storage.server.ts";

export { ImportError } from "./archive.server.ts";
export { optionalParts };

const SKIP_META = new Set(["setup_code"]);
/** data.json is read whole (it must be, to be validated before anything is written). */
const MAX_DATA_BYTES = 512 * 1024 * 1024;

/** Content tables of the site's database, parents before children. */
export const contentTables = () => tablesOf(db());

/** What an export holds: rows per table, and the files with their bytes (a backup compares its restore with this). */
export interface ExportSummary {
  tables: Record<string, number>;
  files: number;
  fileBytes: number;
}

/**
 * The whole site as a gzip-compressed tar stream: data.json, then files/…
 * `include` names the optional parts (manifests' `backupOptional`) the owner
 * ticked; the others stay out.
 */
export function exportSite(
  opts: { include?: readonly string[]; onSummary?: (summary: ExportSummary) => void } = {},
): Readable {
  const out = new PassThrough();
  const gzip = createGzip();
  (async () => {
    const tables: Record<string, unknown[]> = {};
    const order = await contentTables();
    // One moment of the site: rows written while the export reads cannot leave a child without its parent.
    await inSnapshot(async (trx) => {
      for (const t of order) {
        let rows = (await trx
          .selectFrom(t as never)
          .selectAll()
          .execute()) as Record<string, unknown>[];
        if (t === "app_meta") rows = rows.filter((r) => !SKIP_META.has(String(r.key)));
        tables[t] = rows.map(encodeRow);
      }
    });
    for (const part of optionalParts().filter((p) => opts.include?.includes(p.id))) {
      for (const t of part.tables) {
        const rows = (await db()
          .selectFrom(t as never)
          .selectAll()
          .execute()) as Record<string, unknown>[];
        tables[t] = (part.exportRows ? await part.exportRows(t, rows) : rows).map(encodeRow);
      }
    }
    const json = Buffer.from(
      JSON.stringify({ format: FORMAT, version: VERSION, exportedAt: new Date().toISOString(), tables }),
    );
    const write = async (b: Buffer) => {
      if (!gzip.write(b)) await new Promise((r) => gzip.once("drain", r));
    };
    await write(tarHeader("data.json", json.length));
    await write(json);
    await write(tarPadding(json.length));
    const files = await writeObjects(storage(), write);
    await write(tarEnd());
    const counts = Object.fromEntries(Object.entries(tables).map(([t, rows]) => [t, rows.length]));
    opts.onSummary?.({ tables: counts, files: files.count, fileBytes: files.bytes });
    gzip.end();
  })().catch((e: unknown) => gzip.destroy(e instanceof Error ? e : new Error(String(e))));
  gzip.pipe(out);
  gzip.on("error", (e) => out.destroy(e));
  return out;
}

/**
 * Reads an export archive: data.json into memory (parsed), and each file to
 * `onFile` with its storage key. Links, devices, names that climb out and
 * entries a Marquee export never has are refused, not skipped.
 */
export async function readExport(
  archive: Readable,
  onFile: (key: string, body: Readable, size: number) => Promise<void>,
): Promise<{ data: unknown; files: number }> {
  let data: unknown = undefined;
  let files = 0;
  await readArchive(archive, async (entry) => {
    if (entry.name === "data.json") {
      if (data !== undefined) throw new ImportError("This export has two data files: it is damaged.");
      if (entry.size > MAX_DATA_BYTES) throw new ImportError("The export's data is too large.");
      const chunks: Buffer[] = [];
      for await (const c of entry.body) chunks.push(c as Buffer);
      try {
        data = JSON.parse(Buffer.concat(chunks).toString("utf8")) as unknown;
      } catch {
        throw new ImportError("The export's data is damaged.");
      }
      return;
    }
    if (entry.type === "directory") return;
    const key = entry.type === "file" || entry.type === "contiguous-file" ? archiveKey(entry.name) : null;
    if (key === null) {
      if (entry.name.startsWith("files/") && entry.type === "file" && isInstallationFile(entry.name.slice(6))) return;
      throw new ImportError("This file is not a Marquee export.");
    }
    await onFile(key, entry.body, entry.size);
    files++;
  });
  return { data, files };
}

/**
 * Replaces the site's content with an export, all or nothing: the archive is
 * unpacked to a staging folder and its data validated before anything is
 * written; then, in one database transaction, the tables are replaced and the
 * files put into the site's store (and taken back out if the transaction
 * fails); the old site's other files go once it has committed. Any error
 * leaves the site as it was.
 */
export async function importSite(archive: Readable): Promise<{ tables: number; rows: number; files: number }> {
  const dataDir = env().DATA_DIR;
  const work = join(dataDir, "backup-import");
  const staging = join(work, "new");
  const aside = join(work, "old");
  await rm(work, { recursive: true, force: true });
  await mkdir(staging, { recursive: true });
  try {
    const { data, files } = await readExport(archive, (key, body) => stageFile(staging, key, body));
    const p = await prepareRestore(db(), data);
    const { data: d, columns } = p;
    // Optional parts the file has replace this site's; those it lacks stay as they are.
    const restored: { table: string; rows: Record<string, unknown>[] }[] = [];
    for (const part of p.optional) {
      for (const t of part.tables.filter((x) => Object.hasOwn(d.tables, x))) {
        const rows = d.tables[t]!.map((r) => decodeRow(r, columns.get(t)!));
        restored.push({ table: t, rows: part.importRows ? await part.importRows(t, rows) : rows });
      }
    }
    let rows = 0;
    let swap: Awaited<ReturnType<typeof swapInObjects>> | undefined;
    await db()
      .transaction()
      .execute(async (trx) => {
        rows += await writeContentTables(trx, p);
        await trx.deleteFrom("sessions").execute();
        for (const { table, rows: list } of restored) {
          await trx.deleteFrom(table as never).execute();
          if (list.length)
            await trx
              .insertInto(table as never)
              .values(list as never)
              .execute();
          rows += list.length;
        }
        // Last inside the transaction: if storing the files fails, the tables roll back too; if committing fails, the files go back.
        swap = await swapInObjects(storage(), staging, aside);
      })
      .catch(async (e: unknown) => {
        await swap?.undo();
        throw e;
      });
    await swap?.finish();
    return { tables: p.order.length, rows, files };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
