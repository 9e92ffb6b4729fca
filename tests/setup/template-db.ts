/**
 * Template databases (ADR 0030): the global setups of the "sqlite" and
 * "postgres" projects migrate one database per run with every capability's
 * migrations; each test file then starts from a copy of it (tests/setup/db.ts)
 * instead of running ~50 migrations itself.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { openDatabase, type Handle } from "~/core/db/client.server.ts";
import { migrate } from "~/core/db/migrate.server.ts";
import { registerCapabilities } from "~/core/capability.server.ts";
import { CAPABILITIES } from "~/capabilities/registry.server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The migrated SQLite file each test file copies. */
    sqliteTemplate: string;
    /** The migrated PostgreSQL database each test file's database is created from. */
    postgresTemplate: string;
  }
}

async function migrated(handle: Handle): Promise<void> {
  registerCapabilities(CAPABILITIES);
  try {
    await migrate(handle.db);
  } finally {
    // Closed before anyone copies it: a SQLite file whole (no WAL left), a PostgreSQL template with no session on it.
    await handle.close();
  }
}

/** A migrated SQLite file in a new temporary folder; returns its path. */
export async function sqliteTemplate(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), "marquee-template-"));
  const file = join(dir, "marquee.sqlite");
  await migrated(openDatabase({ file }));
  return file;
}

/** The URL of database `name` on the server that `url` points at. */
export function databaseUrl(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Creates database `name` on the server at `url` and migrates it. */
export async function postgresTemplate(url: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  await migrated(openDatabase({ url: databaseUrl(url, name), poolSize: 1 }));
}
