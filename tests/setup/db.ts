/**
 * A fresh, migrated database for one test file: a copy of the run's template
 * SQLite file, or a new database on the run's PostgreSQL server made from its
 * template database (TEST_DB decides; vitest.config.ts runs every *.db.test.ts
 * once on each; the templates come from the projects' global setups, ADR 0030).
 * The app's `db()` points at it.
 */
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, inject } from "vitest";
import pg from "pg";
import { openDatabase, setDatabase, type Handle } from "~/core/db/client.server.ts";
import { parseEnv, setEnv, type Env } from "~/core/env.server.ts";
import { registerCapabilities } from "~/core/capability.server.ts";
import { CAPABILITIES } from "~/capabilities/registry.server.ts";
import { databaseUrl } from "./template-db.ts";

// As the server entry does: the core works with every capability of the app.
registerCapabilities(CAPABILITIES);

export const testDialect = (): "sqlite" | "postgres" => (process.env.TEST_DB === "postgres" ? "postgres" : "sqlite");

export interface TestDatabase {
  handle: Handle;
  dialect: "sqlite" | "postgres";
  dataDir: string;
  /** For PostgreSQL: the URL of this file's database and its schema (to open more handles, e.g. a second worker). */
  url?: string;
  schema?: string;
  /** Opens another handle on the same database (as another process would). */
  openAnother(): Handle;
}

/** Creates the database (call inside a test file at top level); returns a getter. */
export function useTestDatabase(envOverrides: Record<string, string> = {}): () => TestDatabase {
  let current: TestDatabase | undefined;
  beforeAll(async () => {
    current = await createTestDatabase(envOverrides);
  });
  afterAll(async () => {
    await current?.handle.close();
    setDatabase(undefined);
    if (current) await dropTestDatabase(current);
  });
  return () => {
    if (!current) throw new Error("useTestDatabase: not ready (use it at the top level of the test file)");
    return current;
  };
}

export async function createTestDatabase(envOverrides: Record<string, string> = {}): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), "marquee-test-"));
  const dialect = testDialect();
  let handle: Handle;
  let url: string | undefined;
  let schema: string | undefined;
  if (dialect === "postgres") {
    const server = inject("postgresUrl");
    const name = `t_${randomBytes(6).toString("hex")}`;
    await onServer(server, `create database ${name} template ${inject("postgresTemplate")}`);
    url = databaseUrl(server, name);
    schema = "public";
    handle = openDatabase({ url, schema, poolSize: 5 });
  } else {
    copyFileSync(inject("sqliteTemplate"), join(dataDir, "marquee.sqlite"));
    handle = openDatabase({ dataDir });
  }
  setTestEnv({ DATA_DIR: dataDir, ...envOverrides });
  setDatabase(handle);
  const u = url;
  const sc = schema;
  return {
    handle,
    dialect,
    dataDir,
    url,
    schema,
    openAnother: () =>
      dialect === "postgres" ? openDatabase({ url: u, schema: sc, poolSize: 5 }) : openDatabase({ dataDir }),
  };
}

async function onServer(url: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** Removes what createTestDatabase made (its handle already closed): the data folder, and the PostgreSQL database. */
export async function dropTestDatabase(t: TestDatabase): Promise<void> {
  rmSync(t.dataDir, { recursive: true, force: true });
  // FORCE: a handle a test opened with openAnother() and left open must not keep the database.
  if (t.dialect === "postgres")
    await onServer(inject("postgresUrl"), `drop database if exists ${new URL(t.url!).pathname.slice(1)} with (force)`);
}

/** Sets the app's configuration for a test (defaults: quiet, no demo, a fixed secret). */
export function setTestEnv(overrides: Record<string, string> = {}): Env {
  return setEnv(
    parseEnv({
      NODE_ENV: "test",
      SESSION_SECRET: "test-secret-test-secret-test-secret-0123",
      DEMO_CONTENT: "false",
      MAIL_WORKER: "false",
      ...overrides,
    }),
  );
}
