/**
 * `npm start`: checks the configuration, builds the app when the build is
 * missing or older than the source, then runs the server (production mode).
 */
import { resolve } from "node:path";
import { parseEnv } from "../app/core/env.server.ts";
import { ensureBuild } from "./ensure-build.ts";

const root = resolve(import.meta.dirname, "..");
process.chdir(root);

// Fail fast, before a build, on a bad variable: one line naming it.
try {
  parseEnv(process.env);
} catch (e) {
  console.error(e instanceof Error ? e.message : String(e));
  process.exit(1);
}

ensureBuild(root);

process.env.NODE_ENV = "production";
await import("../server.ts");
