/** `npm run db:migrate`: applies pending migrations to the configured database. */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const root = resolve(import.meta.dirname, "..");
process.chdir(root);
const buildDir = resolve(process.env.MARQUEE_BUILD_DIR ?? "build");
const entry = join(buildDir, "server", "index.js");
if (!existsSync(entry)) {
  const r = spawnSync(process.execPath, [join("node_modules", "@react-router", "dev", "bin.cjs"), "build"], { stdio: "inherit" });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const build = await import(pathToFileURL(entry).href);
const hooks = build.entry.module as { migrateOnly(): Promise<{ dialect: string; migrated: string[] }>; shutdown(): Promise<void> };
try {
  const { dialect, migrated } = await hooks.migrateOnly();
  console.log(migrated.length ? `Applied on ${dialect}: ${migrated.join(", ")}` : `Nothing to migrate on ${dialect}: the database is up to date.`);
  await hooks.shutdown();
} catch (e) {
  console.error(e instanceof Error && e.name === "ConfigError" ? e.message : e);
  process.exit(1);
}
