/** `npm run db:migrate`: applies pending migrations to the configured database. */
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { ensureBuild } from "./ensure-build.ts";

const root = resolve(import.meta.dirname, "..");
process.chdir(root);
// A build older than the source would run yesterday's migrations.
const entry = ensureBuild(root);
const build = await import(pathToFileURL(entry).href);
const hooks = build.entry.module as {
  migrateOnly(): Promise<{ dialect: string; migrated: string[] }>;
  shutdown(): Promise<void>;
};
try {
  const { dialect, migrated } = await hooks.migrateOnly();
  console.log(
    migrated.length
      ? `Applied on ${dialect}: ${migrated.join(", ")}`
      : `Nothing to migrate on ${dialect}: the database is up to date.`,
  );
  await hooks.shutdown();
} catch (e) {
  console.error(e instanceof Error && e.name === "ConfigError" ? e.message : e);
  process.exit(1);
}
