/**
 * Starts a production Marquee server for a benchmark: a fresh data folder with
 * the demo content, a free port, optionally pinned to one CPU with taskset.
 */
import { DatabaseSync } from "node:sqlite";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Built } from "./build.ts";

export const BENCH_OWNER = { email: "owner@example.com", password: "a-Sturdy-passphrase-42" };

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const a = s.address();
      const port = typeof a === "object" && a ? a.port : 0;
      s.close(() => resolve(port));
    });
  });
}

export const hasTaskset = () => spawnSync("sh", ["-c", "command -v taskset"]).status === 0;

export interface BenchServer {
  url: string;
  pid: number;
  dataDir: string;
  output: () => string;
  stop(): Promise<void>;
}

export interface StartOptions {
  env?: Record<string, string>;
  /** CPU list for taskset, e.g. "0" (ignored when taskset is missing). */
  cpus?: string;
  /** Host name in the URL (Lighthouse treats "localhost" as a secure context). */
  hostname?: string;
  /** How long the first start (migrations, the demo) may take; default 120 s. */
  startTimeoutMs?: number;
  /** A fixed port (a process started again where the load balancer expects it); default a free one. */
  port?: number;
}

export async function startServer(built: Built, opts: StartOptions = {}): Promise<BenchServer> {
  const port = opts.port ?? (await freePort());
  const dataDir = mkdtempSync(join(tmpdir(), "marquee-bench-"));
  const env = {
    PATH: process.env.PATH ?? "",
    HOME: process.env.HOME ?? "",
    NODE_ENV: "production",
    MARQUEE_BUILD_DIR: built.buildDir,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DEMO_CONTENT: "true",
    ADMIN_EMAIL: BENCH_OWNER.email,
    ADMIN_PASSWORD: BENCH_OWNER.password,
    ...opts.env,
  };
  const node = [process.execPath, join(built.root, "server.ts")];
  const pinned = opts.cpus && hasTaskset();
  const child: ChildProcess = spawn(
    pinned ? "taskset" : node[0]!,
    pinned ? ["-c", opts.cpus!, ...node] : node.slice(1),
    {
      cwd: built.root,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let out = "";
  child.stdout!.on("data", (d: Buffer) => (out += d.toString()));
  child.stderr!.on("data", (d: Buffer) => (out += d.toString()));
  const url = `http://${opts.hostname ?? "127.0.0.1"}:${port}`;
  const waitMs = opts.startTimeoutMs ?? 120_000;
  const deadline = Date.now() + waitMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Server exited (${child.exitCode}):\n${out}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`Server did not answer within ${waitMs / 1000} s:\n${out}`);
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    url,
    pid: child.pid!,
    dataDir,
    output: () => out,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The languages a bench's site offers besides its default ("es", "de,ar"; "" for one), written to its
 * SQLite file as the settings form would. A studio save afterwards (a theme applied) moves the content
 * version, so no cached page outlives it.
 */
export function setLanguages(dataDir: string, languages: string): void {
  const db = new DatabaseSync(join(dataDir, "marquee.sqlite"));
  db.prepare("UPDATE site_settings SET languages = ?, updated_at = ?").run(languages, new Date().toISOString());
  db.close();
}
