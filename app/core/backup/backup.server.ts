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
import { sql, type Kysely } from "kysely";
import { db, dialect } from "../db/client.server.ts";
import { env } from "../env.server.ts";
import { capabilities, type BackupOptionalPart } from "../capability.server.ts";
import { tarEnd, tarHeader, tarPadding } from "./tar.server.ts";
import { ImportError, readArchive } from "./archive.server.ts";
import { validateExport, type ExportData } from "./validate.server.ts";
import { encodeRow, decodeRow } from "./values.server.ts";
import { archiveKey, isInstallationFile, stageFile, swapInObjects, writeObjects } from "./files.server.ts";
import { storage } from "../storage/storage.server.ts";

export { ImportError } from "./archive.server.ts";

export const FORMAT = "marquee-export";
export const VERSION = 2;
const CORE_SKIP_TABLES = ["sessions", "rate_limits", "kysely_migration", "kysely_migration_lock"];
const SKIP_META = new Set(["setup_code"]);
/** data.json is read whole (it must be, to be validated before anything is written). */
const MAX_DATA_BYTES = 512 * 1024 * 1024;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** Every optional part of the export (the owner ticks them), with its capability's manifest. */
export function optionalParts(): BackupOptionalPart[] {
  return capabilities().flatMap((c) => c.backupOptional ?? []);
}

// Optional parts' tables are not content: they go in only when asked for (exportSite's `include`).
const skippedTables = () =>
  new Set([
    ...CORE_SKIP_TABLES,
    ...capabilities().flatMap((c) => c.backupExclude ?? []),
    ...optionalParts().flatMap((p) => p.tables),
  ]);

/** Content tables, parents before children (by their foreign keys). */
export async function contentTables(k: AnyDb = db()): Promise<string[]> {
  const skip = skippedTables();
  const tables = (await k.introspection.getTables()).map((t) => t.name).filter((n) => !skip.has(n));
  const deps = await foreignKeys(k, tables);
  const order: string[] = [];
  const visiting = new Set<string>();
  const visit = (t: string) => {
    if (order.includes(t) || visiting.has(t)) return;
    visiting.add(t);
    for (const d of deps.get(t) ?? []) if (d !== t && deps.has(d)) visit(d);
    visiting.delete(t);
    order.push(t);
  };
  [...tables].sort().forEach(visit);
  return order;
}

/**
 * The tables each table references. On PostgreSQL one catalogue query for all
 * of them: information_schema per table took ~200 ms each, seconds per export
 * once every capability had its tables.
 */
async function foreignKeys(k: AnyDb, tables: string[]): Promise<Map<string, Set<string>>> {
  const deps = new Map(tables.map((t) => [t, new Set<string>()]));
  if (dialect() === "sqlite") {
    for (const t of tables) {
      const r = await sql<{ table: string }>`select "table" from pragma_foreign_key_list(${t})`.execute(k);
      for (const x of r.rows) deps.get(t)!.add(x.table);
    }
    return deps;
  }
  const r = await sql<{ child: string; parent: string }>`
    select c.relname as child, p.relname as parent
    from pg_constraint k
    join pg_class c on c.oid = k.conrelid
    join pg_class p on p.oid = k.confrelid
    where k.contype = 'f' and c.relnamespace = current_schema()::regnamespace`.execute(k);
  for (const x of r.rows) deps.get(x.child)?.add(x.parent);
  return deps;
}

/** Each content table's columns, as this database has them. */
async function tableColumns(k: AnyDb, tables: string[]): Promise<Map<string, Set<string>>> {
  const meta = await k.introspection.getTables();
  return new Map(tables.map((t) => [t, new Set(meta.find((m) => m.name === t)?.columns.map((c) => c.name) ?? [])]));
}

/**
 * The whole site as a gzip-compressed tar stream: data.json, then files/…
 * `include` names the optional parts (manifests' `backupOptional`) the owner
 * ticked; the others stay out.
 */
export function exportSite(opts: { include?: readonly string[] } = {}): Readable {
  const out = new PassThrough();
  const gzip = createGzip();
  (async () => {
    const tables: Record<string, unknown[]> = {};
    for (const t of await contentTables()) {
      let rows = (await db()
        .selectFrom(t as never)
        .selectAll()
        .execute()) as Record<string, unknown>[];
      if (t === "app_meta") rows = rows.filter((r) => !SKIP_META.has(String(r.key)));
      tables[t] = rows.map(encodeRow);
    }
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
    await writeObjects(storage(), write);
    await write(tarEnd());
    gzip.end();
  })().catch((e: unknown) => gzip.destroy(e instanceof Error ? e : new Error(String(e))));
  gzip.pipe(out);
  gzip.on("error", (e) => out.destroy(e));
  return out;
}

/** Unpacks the archive: data.json into memory, every file into the staging folder. */
async function unpack(archive: Readable, staging: string): Promise<{ data: unknown; files: number }> {
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
    // Links, devices and names that climb out of the folder are refused, not skipped: a Marquee export has none.
    const key = entry.type === "file" || entry.type === "contiguous-file" ? archiveKey(entry.name) : null;
    if (key === null) {
      if (entry.name.startsWith("files/") && entry.type === "file" && isInstallationFile(entry.name.slice(6))) return;
      throw new ImportError("This file is not a Marquee export.");
    }
    await stageFile(staging, key, entry.body);
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
    const { data, files } = await unpack(archive, staging);
    const order = await contentTables();
    const optional = optionalParts();
    const columns = await tableColumns(db(), [...order, ...optional.flatMap((p) => p.tables)]);
    const d: ExportData = validateExport(data, { format: FORMAT, maxVersion: VERSION, tables: columns });
    // An older export's rows, brought to this version's tables by the capabilities that changed them.
    for (const c of capabilities()) c.backupUpgrade?.(d.tables);
    // Optional parts the file has replace this site's; those it lacks stay as they are.
    const restored: { table: string; rows: Record<string, unknown>[] }[] = [];
    for (const part of optional) {
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
        for (const t of [...order].reverse()) await trx.deleteFrom(t as never).execute();
        await trx.deleteFrom("sessions").execute();
        for (const t of order) {
          const list = (d.tables[t] ?? []).map((r) => decodeRow(r, columns.get(t)!));
          for (let i = 0; i < list.length; i += 200) {
            const batch = list.slice(i, i + 200);
            try {
              await trx
                .insertInto(t as never)
                .values(batch as never)
                .execute();
            } catch (e) {
              throw new ImportError(
                `The export's "${t}" records could not be restored (${e instanceof Error ? e.message.split("\n")[0] : "database error"}).`,
              );
            }
            rows += batch.length;
          }
        }
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
    return { tables: order.length, rows, files };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
