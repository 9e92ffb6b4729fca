/**
 * Start-up: configuration, database, migrations, demo content, the first
 * owner, background jobs. Called by server.ts through the server build.
 */
import { env, parseEnv, setEnv, type Env } from "./env.server.ts";
import { openDatabase, setDatabase, currentHandle } from "~/core/db/client.server.ts";
import { migrate, migrationState } from "~/core/db/migrate.server.ts";
import { backupBeforeUpgrade, refuseNewerDatabase } from "~/core/backup/upgrade.server.ts";
import { getSettings, hasSettings } from "~/core/settings/settings.server.ts";
import { hasDemoContent, seedDemo } from "~/core/demo/demo.server.ts";
import { claimMeta } from "~/core/db/meta.server.ts";
import { bootstrapOwnerFromEnv, ensureSetupCode } from "~/core/auth/setup.server.ts";
import { startJobs, stopJobs } from "~/core/jobs/runner.server.ts";
import { contentChanged } from "~/core/http/page-cache.server.ts";

export interface BootInfo {
  env: Env;
  dialect: "sqlite" | "postgres";
  migrated: string[];
  seeded: boolean;
  setupCode: string | null;
}

/**
 * Opens the database and migrates it (also used by `npm run db:migrate`):
 * a database newer than this code is refused, and one that holds a site is
 * backed up before its pending migrations run (ADR 2804), unless
 * `backup: false` (`db:migrate -- --no-backup`).
 */
export async function openAndMigrate(
  e: Env,
  opts: { backup?: boolean } = {},
): Promise<{ dialect: "sqlite" | "postgres"; migrated: string[] }> {
  const handle = openDatabase({ url: e.DATABASE_URL, dataDir: e.DATA_DIR });
  setDatabase(handle);
  try {
    const state = await migrationState(handle.db);
    refuseNewerDatabase(state);
    const afterwards = opts.backup === false ? async () => {} : await backupBeforeUpgrade(handle.db, state);
    const migrated = await migrate(handle.db);
    await afterwards();
    return { dialect: handle.dialect, migrated };
  } catch (error) {
    setDatabase(undefined);
    await handle.close();
    throw error;
  }
}

/** Opens the database without changing it (the doctor, the dry run). */
export function openOnly(): { dialect: "sqlite" | "postgres" } {
  const e = setEnv(parseEnv(process.env));
  const handle = openDatabase({ url: e.DATABASE_URL, dataDir: e.DATA_DIR });
  setDatabase(handle);
  return { dialect: handle.dialect };
}

export async function boot(opts: { jobs?: boolean } = {}): Promise<BootInfo> {
  const e = setEnv(parseEnv(process.env));
  const { dialect, migrated } = await openAndMigrate(e);
  let seeded = false;
  if (!(await hasSettings())) {
    // Several processes may start at once on one new PostgreSQL database: one fills in the demo, the
    // others wait for it (a process that died half-way is given up on after a minute).
    if (e.DEMO_CONTENT && (await claimMeta("demo_seeding", new Date().toISOString()))) {
      await seedDemo(e.DATA_DIR);
      seeded = true;
    } else if (e.DEMO_CONTENT) {
      for (let waited = 0; waited < 60_000 && !(await hasDemoContent()); waited += 250)
        await new Promise((r) => setTimeout(r, 250));
    }
    await getSettings();
  }
  await bootstrapOwnerFromEnv(e.ADMIN_EMAIL, e.ADMIN_PASSWORD);
  // A new build, a migration or seeded content: pages cached by other processes are stale.
  await contentChanged();
  const setupCode = await ensureSetupCode();
  if (opts.jobs !== false) await startJobs();
  return { env: e, dialect, migrated, seeded, setupCode };
}

export async function shutdown(): Promise<void> {
  await stopJobs();
  const handle = currentHandle();
  setDatabase(undefined);
  await handle?.close();
}

export { env };

/** For `npm run db:migrate`: configuration and migrations only. */
export async function migrateOnly(
  opts: { backup?: boolean } = {},
): Promise<{ dialect: "sqlite" | "postgres"; migrated: string[] }> {
  const e = setEnv(parseEnv(process.env));
  return openAndMigrate(e, opts);
}

export { migrationPlan } from "~/core/db/dry-run.server.ts";
