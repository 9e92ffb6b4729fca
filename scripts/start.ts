/**
 * `npm start`: checks the configuration, builds the app when the build is
 * missing or older than the source, then runs the server (production mode).
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseEnv } from "../app/server/env.server.ts";

const root = resolve(import.meta.dirname, "..");
process.chdir(root);

// Fail fast, before a build, on a bad variable: one line naming it.
try {
  parseEnv(process.env);
} catch (e) {
  console.error(e instanceof Error ? e.message : String(e));
  process.exit(1);
}

const buildDir = resolve(process.env.MARQUEE_BUILD_DIR ?? "build");
const stamp = join(buildDir, "server", "index.js");

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const name of readdirSync(path)) max = Math.max(max, newest(join(path, name)));
  return max;
}

const sourceTime = Math.max(
  newest("app"),
  newest("public"),
  newest("package-lock.json"),
  newest("vite.config.ts"),
  newest("react-router.config.ts"),
);
if (!existsSync(stamp) || statSync(stamp).mtimeMs < sourceTime) {
  console.log("Building Marquee (first start or changed source)…");
  const r = spawnSync(process.execPath, [join("node_modules", "@react-router", "dev", "bin.cjs"), "build"], {
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

process.env.NODE_ENV = "production";
await import("../server.ts");
