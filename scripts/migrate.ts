/**
 * `npm run db:migrate`: applies pending migrations to the configured database
 * (backing the site up first, like the start does; ADR 2804).
 *
 *   npm run db:migrate                 back up (when there is a site), then migrate
 *   npm run db:migrate -- --dry-run    list the pending migrations and their SQL; change nothing
 *   npm run db:migrate -- --no-backup  migrate without the backup (when it cannot be taken)
 */
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { ensureBuild } from "./ensure-build.ts";

const root = resolve(import.meta.dirname, "..");
process.chdir(root);
// A build older than the source would run yesterday's migrations.
const entry = ensureBuild(root);
const build = await import(pathToFileURL(entry).href);
const hooks = build.entry.module as {
  migrateOnly(opts?: { backup?: boolean }): Promise<{ dialect: string; migrated: string[] }>;
  openOnly(): { dialect: string };
  migrationPlan(): Promise<{ pending: { name: string; statements: string[] }[]; unknown: string[]; applied: number }>;
  shutdown(): Promise<void>;
};
const args = process.argv.slice(2);
try {
  if (args.includes("--dry-run")) {
    const { dialect } = hooks.openOnly();
    const plan = await hooks.migrationPlan();
    if (plan.unknown.length) {
      console.log(
        `This database was migrated by a newer Marquee (it has ${plan.unknown.join(", ")}): this version would refuse to start on it.`,
      );
    } else if (!plan.pending.length) {
      console.log(`Nothing to migrate on ${dialect}: the database is up to date.`);
    } else {
      console.log(`${plan.pending.length} migration(s) would run on ${dialect}, in this order:`);
      for (const m of plan.pending) {
        console.log(`\n${m.name}`);
        for (const s of m.statements) console.log(`  ${s.replace(/\s+/g, " ").trim()};`);
      }
      console.log(
        plan.applied
          ? "\nThe site would be backed up first (to the backup target, or DATA_DIR/backups). Nothing was changed."
          : "\nThe database is new: there is nothing to back up. Nothing was changed.",
      );
    }
  } else {
    const { dialect, migrated } = await hooks.migrateOnly({ backup: !args.includes("--no-backup") });
    console.log(
      migrated.length
        ? `Applied on ${dialect}: ${migrated.join(", ")}`
        : `Nothing to migrate on ${dialect}: the database is up to date.`,
    );
  }
  await hooks.shutdown();
} catch (e) {
  console.error(e instanceof Error && e.name === "ConfigError" ? e.message : e);
  process.exit(1);
}
