/**
 * Builds the app when the build is missing or older than the source (used by
 * `npm start` and `npm run db:migrate`, so neither runs yesterday's code after
 * a `git pull`). Returns the path of the server build's entry.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const name of readdirSync(path)) max = Math.max(max, newest(join(path, name)));
  return max;
}

/** `root` must be the project folder (the caller's working directory). */
export function ensureBuild(root: string): string {
  const buildDir = resolve(root, process.env.MARQUEE_BUILD_DIR ?? "build");
  const entry = join(buildDir, "server", "index.js");
  const sourceTime = Math.max(
    ...["app", "public", "scripts/precompress.ts", "package-lock.json", "vite.config.ts", "react-router.config.ts"].map(
      (p) => newest(join(root, p)),
    ),
  );
  if (!existsSync(entry) || statSync(entry).mtimeMs < sourceTime) {
    console.log("Building Marquee (first start or changed source)…");
    const r = spawnSync(process.execPath, [join(root, "node_modules", "@react-router", "dev", "bin.cjs"), "build"], {
      cwd: root,
      stdio: ["ignore", "inherit", "inherit"],
      env: { ...process.env, NODE_ENV: "production" },
    });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
  return entry;
}
