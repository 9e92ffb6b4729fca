/**
 * The database handle. SQLite (a file in DATA_DIR) by default, PostgreSQL when
 * DATABASE_URL says so. Dialect differences live in this folder only.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import { openSqlite } from "./sqlite-adapter.server.ts";
import type { Database } from "./schema.server.ts";

export type Dialect = "sqlite" | "postgres";
export type DB = Kysely<Database>;

// int8 (counts, byte sizes) as numbers, not strings: our values stay far below 2^53.
pg.types.setTypeParser(20, (v) => Number(v));

export interface OpenOptions {
  /** postgres:// URL; unset for SQLite. */
  url?: string;
  /** SQLite file (default DATA_DIR/marquee.sqlite). */
  file?: string;
  dataDir?: string;
  /** PostgreSQL schema to use (tests use one per file). */
  schema?: string;
  poolSize?: number;
  /** PostgreSQL: how long a query waits for a free connection before failing (default 10 s). */
  connectTimeoutMs?: number;
}

export interface Handle {
  db: DB;
  dialect: Dialect;
  close(): Promise<void>;
  /** Runs `fn` when the handle closes, before its connections go (the content-version watcher). */
  onClose(fn: () => Promise<void> | void): void;
  /** PostgreSQL: where a LISTEN connection of its own connects (content-version.server.ts). */
  listen?: { url: string; schema?: string };
  /** SQLite: PRAGMA data_version, which moves when another connection (another process) commits. */
  dataVersion?(): number;
}

/** close() that runs the onClose hooks first. */
function closing(destroy: () => Promise<void>): Pick<Handle, "close" | "onClose"> {
  const hooks: (() => Promise<void> | void)[] = [];
  return {
    onClose: (fn) => void hooks.push(fn),
    close: async () => {
      for (const fn of hooks.splice(0)) await fn();
      await destroy();
    },
  };
}

export function openDatabase(opts: OpenOptions): Handle {
  if (opts.url && /^postgres(ql)?:\/\//.test(opts.url)) {
    const pool = new pg.Pool({
      connectionString: opts.url,
      max: opts.poolSize ?? 10,
      connectionTimeoutMillis: opts.connectTimeoutMs ?? 10_000,
      ...(opts.schema ? { options: `-c search_path=${opts.schema}` } : {}),
    });
    // An idle connection the server drops (a restart, a failover, the end of a shutdown) is an 'error' on the
    // pool; unheard, it would end the process. The pool replaces the connection on the next query.
    pool.on("error", (e) => console.warn(`[warn] PostgreSQL dropped an idle connection: ${e.message}`));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      dialect: "postgres",
      ...closing(() => db.destroy()),
      listen: { url: opts.url, ...(opts.schema ? { schema: opts.schema } : {}) },
    };
  }
  let file = opts.file;
  if (!file && opts.url) file = opts.url.replace(/^(sqlite|file):(\/\/)?/, "");
  if (!file) {
    const dir = opts.dataDir ?? "./data";
    mkdirSync(dir, { recursive: true });
    file = join(dir, "marquee.sqlite");
  }
  const { database, raw } = openSqlite(file);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
  const version = raw.prepare("PRAGMA data_version");
  return {
    db,
    dialect: "sqlite",
    ...closing(() => db.destroy()),
    dataVersion: () => Number((version.get() as { data_version: number }).data_version),
  };
}

let current: Handle | undefined;

/** The process's database (set at start, or by a test). */
export function db(): DB {
  if (!current) throw new Error("Database not opened: call setDatabase() at start");
  return current.db;
}

export function dialect(): Dialect {
  if (!current) throw new Error("Database not opened");
  return current.dialect;
}

export function setDatabase(handle: Handle | undefined): void {
  current = handle;
}

export function currentHandle(): Handle | undefined {
  return current;
}

/** True when the database answers (for /healthz). */
export async function ping(): Promise<boolean> {
  try {
    await sql`select 1`.execute(db());
    return true;
  } catch {
    return false;
  }
}

/** Now as the ISO-8601 UTC text every timestamp column holds. */
export const nowIso = () => new Date().toISOString();

/** Booleans are stored as 0/1 integers on both databases. */
export const bit = (b: boolean | undefined | null): number => (b ? 1 : 0);
