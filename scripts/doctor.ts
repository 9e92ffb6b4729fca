/**
 * `npm run doctor [-- --json]`: checks this installation and prints one line
 * per check — ✔ ⚠ ✘ and, for what is wrong, what to do (docs/operations.md).
 * Exit code 0 all well, 1 warnings, 2 failures. Changes nothing: it opens the
 * database without migrating it. Run it with the server's environment.
 */
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { ensureBuild } from "./ensure-build.ts";

const root = resolve(import.meta.dirname, "..");
process.chdir(root);
const entry = ensureBuild(root);
const build = await import(pathToFileURL(entry).href);
const hooks = build.entry.module as {
  openOnly(): unknown;
  runDoctorCommand(argv: string[]): Promise<{ code: number; lines: string[] }>;
  shutdown(): Promise<void>;
};
try {
  hooks.openOnly();
  const { code, lines } = await hooks.runDoctorCommand(process.argv.slice(2));
  console.log(lines.join("\n"));
  await hooks.shutdown();
  process.exitCode = code;
} catch (e) {
  console.error(e instanceof Error && e.name === "ConfigError" ? e.message : e);
  process.exitCode = 2;
}
