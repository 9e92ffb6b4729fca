/**
 * One "app process" of the scheduled-backup test (backup-processes.db.test.ts):
 * the app's own code (loaded by Vite's module runner, as vitest loads it) on
 * the test's database, with a data folder of its own. Says "ready", waits for
 * "go", asks the scheduler once, and prints the backup it took (or null).
 */
import { resolve } from "node:path";
import { createServer } from "vite";
import type * as ClientModule from "~/core/db/client.server.ts";
import type * as EnvModule from "~/core/env.server.ts";
import type * as CapabilityModule from "~/core/capability.server.ts";
import type * as RegistryModule from "~/capabilities/registry.server.ts";
import type * as SchedulerModule from "~/core/backup/scheduler.server.ts";

const ROOT = resolve(import.meta.dirname, "../..");
const vite = await createServer({
  root: ROOT,
  configFile: false,
  resolve: { tsconfigPaths: true },
  server: { middlewareMode: true, hmr: false, watch: null },
  appType: "custom",
  logLevel: "error",
});
const load = <T>(path: string) => vite.ssrLoadModule(path) as Promise<T>;
const { openDatabase, setDatabase } = await load<typeof ClientModule>("/app/core/db/client.server.ts");
const { parseEnv, setEnv } = await load<typeof EnvModule>("/app/core/env.server.ts");
const { registerCapabilities } = await load<typeof CapabilityModule>("/app/core/capability.server.ts");
const { CAPABILITIES } = await load<typeof RegistryModule>("/app/capabilities/registry.server.ts");
const { runScheduledBackup } = await load<typeof SchedulerModule>("/app/core/backup/scheduler.server.ts");

registerCapabilities(CAPABILITIES);
setEnv(
  parseEnv({
    NODE_ENV: "test",
    DATA_DIR: process.env.WORKER_DATA_DIR,
    SESSION_SECRET: "test-secret-test-secret-test-secret-0123",
    DEMO_CONTENT: "false",
    MAIL_WORKER: "false",
  }),
);
const handle = process.env.WORKER_PG_URL
  ? openDatabase({ url: process.env.WORKER_PG_URL, schema: process.env.WORKER_PG_SCHEMA, poolSize: 4 })
  : openDatabase({ file: process.env.WORKER_SQLITE_FILE! });
setDatabase(handle);

process.stdout.write("ready\n");
await new Promise<void>((go) => process.stdin.once("data", () => go()));
const row = await runScheduledBackup();
process.stdout.write(JSON.stringify(row ? { id: row.id, state: row.state, error: row.error } : null) + "\n");
await handle.close();
await vite.close();
