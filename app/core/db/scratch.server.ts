/**
 * A throw-away database of the same kind as the site's, migrated to this
 * code's schema: a backup is restored into one to verify it (ADR 2800), and
 * `db:migrate --dry-run` runs pending migrations on one to show their SQL.
 * SQLite: a file in DATA_DIR/tmp. PostgreSQL: a schema of its own in the
 * site's database (dropped afterwards); if the role may not create one, a
 * SQLite file instead — the export format is the same on both.
 */
import { randomBytes } from "node:crypto";
import { mkdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { sql } from "kysely";
import { env } from "../env.server.ts";
import { logWarn } from "../log.server.ts";
import { currentHandle, db, openDatabase, type DB, type Dialect, type Handle } from "./client.server.ts";
import { migrate } from "./migrate.server.ts";

export interface Scratch {
  db: DB;
  dialect: Dialect;
  /** True when the site is on PostgreSQL but the scratch is SQLite (no right to create a schema). */
  fallback: boolean;
}

async function sqliteScratch(): Promise<{ handle: Handle; cleanup(): Promise<void> }> {
  const dir = join(env().DATA_DIR, "tmp");
  await mkdir(dir, { recursive: true });
  const file = join(dir, `scratch-${randomBytes(6).toString("hex")}.sqlite`);
  const handle = openDatabase({ file });
  // Thrown away afterwards: no need to wait for the disk at every commit (the migrations alone are ~40 of them).
  await sql`PRAGMA synchronous = OFF`.execute(handle.db);
  return {
    handle,
    cleanup: async () => {
      for (const f of [file, `${file}-wal`, `${file}-shm`]) await rm(f, { force: true });
    },
  };
}

/**
 * Runs `fn` with a fresh scratch database, and removes it afterwards
 * (whatever `fn` does). `migrated: false` leaves it empty, for a caller that
 * migrates it step by step.
 */
export async function withScratchDatabase<T>(
  fn: (scratch: Scratch) => Promise<T>,
  opts: { migrated?: boolean } = {},
): Promise<T> {
  const site = currentHandle();
  let opened: { handle: Handle; cleanup(): Promise<void> } | undefined;
  let fallback = false;
  if (site?.dialect === "postgres" && site.listen) {
    const schema = `marquee_scratch_${randomBytes(6).toString("hex")}`;
    try {
      await sql`create schema ${sql.id(schema)}`.execute(db());
      const handle = openDatabase({ url: site.listen.url, schema, poolSize: 2 });
      opened = {
        handle,
        cleanup: async () => {
          await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db());
        },
      };
    } catch (e) {
      logWarn(
        `scratch database: could not create a schema (${e instanceof Error ? e.message : String(e)}); using SQLite`,
      );
      fallback = true;
    }
  }
  opened ??= await sqliteScratch();
  try {
    if (opts.migrated !== false) await migrate(opened.handle.db);
    return await fn({ db: opened.handle.db, dialect: opened.handle.dialect, fallback });
  } finally {
    await opened.handle.close();
    await opened.cleanup();
  }
}
