/**
 * One-click export and import (SPEC §10, owner safety): every content table as
 * JSON plus the files in DATA_DIR, in one .tar.gz that a fresh install can
 * import. Sessions, rate-limit counters and migration bookkeeping stay behind.
 */
import { createReadStream, createWriteStream, existsSync } from "node:fs";
import { mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import { dirname, join, normalize, relative, sep } from "node:path";
import { PassThrough, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import { sql, type Kysely } from "kysely";
import { db, dialect } from "~/core/db/client.server.ts";
import { env } from "~/core/env.server.ts";
import { tarEnd, tarHeader, tarPadding, tarReader } from "./tar.server.ts";

export const FORMAT = "marquee-export";
export const VERSION = 1;
const SKIP_TABLES = new Set(["sessions", "rate_limits", "kysely_migration", "kysely_migration_lock"]);
const SKIP_META = new Set(["setup_code"]);
/** Files in DATA_DIR that belong to this installation, not to the site. */
const SKIP_FILES = [/^marquee\.sqlite/, /^session-secret$/, /^(tmp|\.tmp)(\/|$)/, /^backup-import(\/|$)/];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** Content tables, parents before children (by their foreign keys). */
export async function contentTables(k: AnyDb = db()): Promise<string[]> {
  const tables = (await k.introspection.getTables()).map((t) => t.name).filter((n) => !SKIP_TABLES.has(n));
  const deps = new Map<string, Set<string>>();
  for (const t of tables) deps.set(t, new Set(await referencedTables(k, t)));
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

async function referencedTables(k: AnyDb, table: string): Promise<string[]> {
  if (dialect() === "sqlite") {
    const r = await sql<{ table: string }>`select "table" from pragma_foreign_key_list(${table})`.execute(k);
    return r.rows.map((x) => x.table);
  }
  const r = await sql<{ ref: string }>`
    select distinct ccu.table_name as ref
    from information_schema.table_constraints tc
    join information_schema.constraint_column_usage ccu
      on tc.constraint_name = ccu.constraint_name and tc.constraint_schema = ccu.constraint_schema
    where tc.constraint_type = 'FOREIGN KEY' and tc.table_name = ${table} and tc.table_schema = current_schema()`.execute(k);
  return r.rows.map((x) => x.ref);
}

async function* walk(dir: string, base = dir): AsyncGenerator<{ rel: string; abs: string; size: number }> {
  if (!existsSync(dir)) return;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const abs = join(dir, entry.name);
    const rel = relative(base, abs).split(sep).join("/");
    if (SKIP_FILES.some((re) => re.test(rel))) continue;
    if (entry.isDirectory()) yield* walk(abs, base);
    else if (entry.isFile()) yield { rel, abs, size: (await stat(abs)).size };
  }
}

/** The whole site as a gzip-compressed tar stream: data.json, then files/… */
export function exportSite(): Readable {
  const out = new PassThrough();
  const gzip = createGzip();
  (async () => {
    const tables: Record<string, unknown[]> = {};
    for (const t of await contentTables()) {
      let rows = (await db().selectFrom(t as never).selectAll().execute()) as Record<string, unknown>[];
      if (t === "app_meta") rows = rows.filter((r) => !SKIP_META.has(String(r.key)));
      tables[t] = rows;
    }
    const json = Buffer.from(JSON.stringify({ format: FORMAT, version: VERSION, exportedAt: new Date().toISOString(), tables }));
    const write = async (b: Buffer) => {
      if (!gzip.write(b)) await new Promise((r) => gzip.once("drain", r));
    };
    await write(tarHeader("data.json", json.length));
    await write(json);
    await write(tarPadding(json.length));
    for await (const f of walk(env().DATA_DIR)) {
      await write(tarHeader(`files/${f.rel}`, f.size));
      let sent = 0;
      for await (const chunk of createReadStream(f.abs)) {
        const b = chunk as Buffer;
        const part = b.subarray(0, Math.max(0, f.size - sent)); // a file that grew meanwhile is cut at its listed size
        sent += part.length;
        if (part.length) await write(part);
      }
      if (sent < f.size) await write(Buffer.alloc(f.size - sent)); // shrank meanwhile: keep the archive well-formed
      await write(tarPadding(f.size));
    }
    await write(tarEnd());
    gzip.end();
  })().catch((e: unknown) => gzip.destroy(e instanceof Error ? e : new Error(String(e))));
  gzip.pipe(out);
  gzip.on("error", (e) => out.destroy(e));
  return out;
}

export class ImportError extends Error {}

interface ExportData {
  format: string;
  version: number;
  tables: Record<string, Record<string, unknown>[]>;
}

/**
 * Replaces the site's content with an export: files are unpacked to a staging
 * folder first, the tables are replaced in one transaction, then the files are
 * moved into place. A broken archive changes nothing.
 */
export async function importSite(archive: Readable): Promise<{ tables: number; rows: number; files: number }> {
  const dataDir = env().DATA_DIR;
  const staging = join(dataDir, "backup-import");
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true });
  let data: ExportData | null = null;
  let files = 0;
  try {
    await pipeline(
      archive,
      createGunzip(),
      tarReader(async (name, size, body) => {
        if (name === "data.json") {
          if (size > 512 * 1024 * 1024) throw new ImportError("The export's data is too large.");
          const chunks: Buffer[] = [];
          for await (const c of body) chunks.push(c as Buffer);
          data = JSON.parse(Buffer.concat(chunks).toString("utf8")) as ExportData;
          return;
        }
        const rel = normalize(name.replace(/^files\//, ""));
        if (!name.startsWith("files/") || rel.startsWith("..") || rel.startsWith(sep) || SKIP_FILES.some((re) => re.test(rel))) {
          body.resume();
          await new Promise((r) => body.on("end", r));
          return;
        }
        const target = join(staging, rel);
        await mkdir(dirname(target), { recursive: true });
        await pipeline(body, createWriteStream(target));
        files++;
      }),
    );
  } catch (e) {
    await rm(staging, { recursive: true, force: true });
    if (e instanceof ImportError) throw e;
    throw new ImportError("This file is not a Marquee export, or it is damaged.");
  }
  const d = data as ExportData | null;
  if (!d || d.format !== FORMAT || typeof d.tables !== "object") {
    await rm(staging, { recursive: true, force: true });
    throw new ImportError("This file is not a Marquee export.");
  }
  if (d.version > VERSION) {
    await rm(staging, { recursive: true, force: true });
    throw new ImportError("This export comes from a newer Marquee. Update this installation first.");
  }

  const order = await contentTables();
  let rows = 0;
  await db()
    .transaction()
    .execute(async (trx) => {
      for (const t of [...order].reverse()) await trx.deleteFrom(t as never).execute();
      await trx.deleteFrom("sessions").execute();
      for (const t of order) {
        const list = d.tables[t] ?? [];
        const columns = new Set((await columnsOf(trx, t)) ?? []);
        for (let i = 0; i < list.length; i += 200) {
          // Only known columns: an export from an older version may lack some (their defaults apply).
          const batch = list.slice(i, i + 200).map((r) => Object.fromEntries(Object.entries(r).filter(([k]) => columns.has(k))));
          if (batch.length) await trx.insertInto(t as never).values(batch as never).execute();
          rows += batch.length;
        }
      }
    });

  for await (const f of walk(dataDir)) {
    if (f.rel.startsWith("backup-import/")) continue;
    await rm(f.abs, { force: true });
  }
  for await (const f of walk(staging)) {
    const target = join(dataDir, f.rel);
    await mkdir(dirname(target), { recursive: true });
    await rename(f.abs, target);
  }
  await rm(staging, { recursive: true, force: true });
  return { tables: order.length, rows, files };
}

async function columnsOf(k: AnyDb, table: string): Promise<string[] | undefined> {
  const t = (await k.introspection.getTables()).find((x) => x.name === table);
  return t?.columns.map((c) => c.name);
}
