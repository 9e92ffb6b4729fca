/**
 * Builds the app when the build is missing or older than the source (used by
 * `npm start` and `npm run db:migrate`, so neither runs yesterday's code after
 * a `git pull`). Returns the path of the server build's entry.
 *
 * Quietly (issue 25): the build's few hundred lines — and its warnings, which
 * read like errors to someone who has never seen one — go to a log file beside
 * the build; the terminal gets one line before and one after, and the log's
 * end only when the build fails. Then the server prints its address and setup
 * code last (server/start-banner.ts).
 */
import { spawnSync } from "node:child_process";
import { closeSync, existsSync, openSync, readdirSync, readFileSync, statSync } from "node:fs";
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
    const log = `${buildDir}.log`;
    console.log(`Building Marquee (first start or changed source; a minute or two). Its output goes to ${log}.`);
    const started = Date.now();
    const r = runQuietly(
      process.execPath,
      [join(root, "node_modules", "@react-router", "dev", "bin.cjs"), "build"],
      { cwd: root, env: { ...process.env, NODE_ENV: "production" } },
      log,
    );
    if (!r.ok) {
      console.error(`${r.tail}\n\nThe build failed (above: the end of its output). All of it is in ${log}.`);
      process.exit(r.status || 1);
    }
    console.log(`Built in ${Math.round((Date.now() - started) / 1000)} s.`);
  }
  return entry;
}

/**
 * Runs a command with its output (both streams) in `logFile` instead of the terminal. On failure,
 * `tail` is the log's last `lines` lines, for the person to see why.
 */
export function runQuietly(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
  logFile: string,
  lines = 60,
): { ok: boolean; status: number; tail: string } {
  const fd = openSync(logFile, "w");
  let status: number;
  try {
    const r = spawnSync(command, args, { ...options, stdio: ["ignore", fd, fd] });
    status = r.status ?? 1;
  } finally {
    closeSync(fd);
  }
  const ok = status === 0;
  const tail = ok ? "" : readFileSync(logFile, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
  return { ok, status, tail };
}
