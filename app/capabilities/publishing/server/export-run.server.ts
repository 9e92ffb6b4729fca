/**
 * The static export a publish sends: `npm run export`'s own script (ADR 1700), run as a child
 * process with this server's configuration — the very path the export's tests cover — into a
 * scratch folder, for the target's public address and base path.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

/** The build this process runs from (the server bundle sits in <build>/server/), or undefined in development. */
function currentBuild(): string | undefined {
  let dir = import.meta.dirname;
  for (let i = 0; i < 4 && dir; i++, dir = dirname(dir))
    if (existsSync(join(dir, "client")) && existsSync(join(dir, "server", "index.js"))) return dir;
  return undefined;
}

export interface ExportRequest {
  out: string;
  siteUrl: string;
  basePath: string;
  /** A build to use (tests); otherwise this process's own. */
  buildDir?: string;
  timeoutMs?: number;
}

export function runExport(r: ExportRequest): Promise<void> {
  const root = process.cwd();
  const script = join(root, "scripts", "export.ts");
  if (!existsSync(script))
    return Promise.reject(
      new Error("Publishing needs Marquee's own folder (scripts/export.ts) as the working directory."),
    );
  const build = r.buildDir ?? currentBuild();
  const args = [
    "--disable-warning=ExperimentalWarning",
    script,
    "--out",
    resolve(r.out),
    "--site-url",
    r.siteUrl,
    "--base-path",
    r.basePath || "/",
    ...(build ? ["--build-dir", build] : []),
  ];
  return new Promise((done, fail) => {
    // The export is another process with this one's configuration, which its own env.server.ts reads.
    // eslint-disable-next-line no-restricted-properties
    const child = spawn(process.execPath, args, { cwd: root, env: process.env, stdio: ["ignore", "pipe", "pipe"] });
    let log = "";
    const keep = (d: Buffer) => (log = (log + d.toString()).slice(-20_000));
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    const timer = setTimeout(() => child.kill("SIGTERM"), r.timeoutMs ?? 10 * 60_000);
    child.once("error", fail);
    child.once("exit", (code, signal) => {
      clearTimeout(timer);
      if (code === 0) return done();
      const last = log.trim().split("\n").slice(-3).join(" ");
      fail(new Error(signal ? `The export was stopped (${signal}).` : `The export failed: ${last}`));
    });
  });
}
