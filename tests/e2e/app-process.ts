/**
 * One Marquee server process for the e2e tests: the production build, a data
 * folder, a free port. Started by harness.ts (and by templates.ts to make the
 * data folders other starts copy).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { inject } from "vitest";
import { freePort } from "../setup/postgres.ts";

const ROOT = resolve(import.meta.dirname, "../..");

export const OWNER = { email: "owner@example.com", password: "a-Sturdy-passphrase-42" };

export interface App {
  url: string;
  port: number;
  dataDir: string;
  output: () => string;
  setupCode: () => string | null;
  /** Stops the server (SIGTERM, as a host would) and removes its data folder, unless told to keep it. */
  stop(o?: { keepData?: boolean }): Promise<void>;
}

/**
 * Starts the built server on `dataDir` and waits until /healthz answers (at most `limitMs`). By default with
 * the owner from ADMIN_EMAIL/ADMIN_PASSWORD and no demo content; `env` adds to that or replaces it.
 */
export async function spawnApp(env: Record<string, string>, dataDir: string, limitMs = 120_000): Promise<App> {
  const port = await freePort();
  let out = "";
  const child: ChildProcess = spawn(process.execPath, [join(ROOT, "server.ts")], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      NODE_ENV: "production",
      MARQUEE_BUILD_DIR: inject("buildDir"),
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DEMO_CONTENT: "false",
      ADMIN_EMAIL: OWNER.email,
      ADMIN_PASSWORD: OWNER.password,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (d: Buffer) => (out += d.toString()));
  child.stderr!.on("data", (d: Buffer) => (out += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + limitMs;
  for (;;) {
    if (child.exitCode !== null) {
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`Server exited (${child.exitCode}):\n${out}`);
    }
    try {
      const r = await fetch(`${url}/healthz`);
      if (r.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`Server did not answer within ${limitMs / 1000} s:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    url,
    port,
    dataDir,
    output: () => out,
    setupCode: () => /setup code: ([A-Z0-9]{4}-[A-Z0-9]{4})/.exec(out)?.[1] ?? null,
    async stop(o = {}) {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        await exited;
      }
      if (!o.keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
