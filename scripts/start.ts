/**
 * `npm start`: checks the configuration, builds the app when the build is
 * missing or older than the source, then runs the server (production mode).
 */
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { CAPABILITY_NAMES } from "../app/capabilities/registry.ts";
import { parseEnv, type EnvPart } from "../app/core/env.server.ts";
import { ensureBuild } from "./ensure-build.ts";

const root = resolve(import.meta.dirname, "..");
process.chdir(root);

// Fail fast, before a build, on a bad variable: one line naming it. The capabilities' variables are in
// their env.server.ts, which their manifests name (tests/unit/env-parts.test.ts keeps the two the same);
// the manifests themselves need the build.
const parts: EnvPart[] = [];
for (const name of CAPABILITY_NAMES) {
  const file = join(root, "app/capabilities", name, "env.server.ts");
  if (existsSync(file)) parts.push((await import(pathToFileURL(file).href)).default);
}
try {
  parseEnv(process.env, parts);
} catch (e) {
  console.error(e instanceof Error ? e.message : String(e));
  process.exit(1);
}

ensureBuild(root);

process.env.NODE_ENV = "production";
await import("../server.ts");
