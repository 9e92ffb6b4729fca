/**
 * A fresh, migrated database for one test file: a new SQLite file, or a new
 * schema on the run's PostgreSQL server (TEST_DB decides; vitest.config.ts
 * runs every *.db.test.ts once on each). The app's `db()` points at it.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, inject } from "vitest";
import pg from "pg";
import { openDatabase, setDatabase, type Handle } from "~/core/db/client.server.ts";
import { migrate } from "~/core/db/migrate.server.ts";
import { parseEnv, setEnv, type Env } from "~/core/env.server.ts";
import { registerCapabilities } from "~/core/capability.server.ts";
import { CAPABILITIES } from "~/capabilities/registry.server.ts";

// As the server entry does: the core works with every capability of the app.
registerCapabilities(CAPABILITIES);

export const testDialect = (): "sqlite" | "postgres" => (process.env.TEST_DB === "postgres" ? "postgres" : "sqlite");

export interface TestDatabase {
  handle: Handle;
  dialect: "sqlite" | "postgres";
  dataDir: string;
  /** For PostgreSQL: the URL and schema (to open more handles, e.g. a second worker). */
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
    if (current?.dialect === "sqlite") rmSync(current.dataDir, { recursive: true, force: true });
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
    url = inject("postgresUrl");
    schema = `t_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    handle = openDatabase({ url, schema, poolSize: 5 });
  } else {
    handle = openDatabase({ dataDir });
  }
  setTestEnv({ DATA_DIR: dataDir, ...envOverrides });
  setDatabase(handle);
  await migrate(handle.db);
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
