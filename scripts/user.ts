/**
 * `npm run user -- <command>`: studio accounts from the server's shell (issue
 * 11) — list, add, reset-password (prints a one-time link), disable, enable.
 * The way back in for a sole owner who forgot the password on a site that
 * can't send e-mail. Runs the server build's code against the configured
 * database (like `npm run db:migrate`), migrating it first.
 */
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { ensureBuild } from "./ensure-build.ts";

const root = resolve(import.meta.dirname, "..");
process.chdir(root);
const entry = ensureBuild(root);
const build = await import(pathToFileURL(entry).href);
const hooks = build.entry.module as {
  migrateOnly(): Promise<unknown>;
  runUserCommand(argv: string[]): Promise<{ code: number; lines: string[] }>;
  shutdown(): Promise<void>;
};
try {
  await hooks.migrateOnly();
  const { code, lines } = await hooks.runUserCommand(process.argv.slice(2));
  (code === 0 ? console.log : console.error)(lines.join("\n"));
  await hooks.shutdown();
  process.exitCode = code;
} catch (e) {
  console.error(e instanceof Error && e.name === "ConfigError" ? e.message : e);
  process.exit(1);
}
