/**
 * The database side of an export and a restore, for any database handle: the
 * site's own (an import) or a scratch copy (a backup's verification, ADR
 * 2800). Which tables are content, in which order, and how an export's rows
 * are checked and written into them.
 */
import { sql, type Kysely, type Transaction } from "kysely";
import { isPostgres } from "../db/dialect.server.ts";
import { capabilities, type BackupOptionalPart } from "../capability.server.ts";
import { ImportError } from "./archive.server.ts";
import { validateExport, type ExportData } from "./validate.server.ts";
import { decodeRow } from "./values.server.ts";

export const FORMAT = "marquee-export";
export const VERSION = 2;
/** Installation state, never in an export: sessions, counters, migration bookkeeping, and the backups' own list. */
const CORE_SKIP_TABLES = [
  "sessions",
  "rate_limits",
  "kysely_migration",
  "kysely_migration_lock",
  "backup_targets",
  "backups",
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDb = Kysely<any>;

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
export async function contentTables(k: AnyDb): Promise<string[]> {
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
  if (!isPostgres(k)) {
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

/** Each table's columns, as this database has them. */
export async function tableColumns(k: AnyDb, tables: string[]): Promise<Map<string, Set<string>>> {
  const meta = await k.introspection.getTables();
  return new Map(tables.map((t) => [t, new Set(meta.find((m) => m.name === t)?.columns.map((c) => c.name) ?? [])]));
}

export interface PreparedRestore {
  data: ExportData;
  order: string[];
  columns: Map<string, Set<string>>;
  optional: BackupOptionalPart[];
}

/**
 * An export's data checked against the tables of database `k` and brought up
 * to date by the capabilities that changed them since (backupUpgrade): what
 * an import would refuse halfway is refused here, before anything is written.
 */
export async function prepareRestore(k: AnyDb, data: unknown): Promise<PreparedRestore> {
  const order = await contentTables(k);
  const optional = optionalParts();
  const columns = await tableColumns(k, [...order, ...optional.flatMap((p) => p.tables)]);
  const d = validateExport(data, { format: FORMAT, maxVersion: VERSION, tables: columns });
  // An older export's rows, brought to this version's tables by the capabilities that changed them.
  for (const c of capabilities()) c.backupUpgrade?.(d.tables);
  return { data: d, order, columns, optional };
}

/** Replaces every content table's rows with the export's, inside the caller's transaction; returns the rows written. */
export async function writeContentTables(trx: Transaction<unknown> | AnyDb, p: PreparedRestore): Promise<number> {
  const k = trx as AnyDb;
  let rows = 0;
  for (const t of [...p.order].reverse()) await k.deleteFrom(t).execute();
  for (const t of p.order) {
    const list = (p.data.tables[t] ?? []).map((r) => decodeRow(r, p.columns.get(t)!));
    for (let i = 0; i < list.length; i += 200) {
      const batch = list.slice(i, i + 200);
      try {
        await k.insertInto(t).values(batch).execute();
      } catch (e) {
        throw new ImportError(
          `The export's "${t}" records could not be restored (${e instanceof Error ? e.message.split("\n")[0] : "database error"}).`,
        );
      }
      rows += batch.length;
    }
  }
  return rows;
}
