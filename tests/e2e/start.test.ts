/**
 * `npm start` on a fresh machine (issue 25): the last thing in the terminal is a box with the address and
 * the one-time setup code — not the code lost above hundreds of lines. (The build itself runs quietly to a
 * log: scripts/ensure-build.test.ts; here the run's build is already there, as after a first start.)
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { expect, inject, test } from "vitest";
import { freePort } from "../setup/postgres.ts";

const ROOT = resolve(import.meta.dirname, "../..");

test("npm start ends with the address and the setup code, boxed", async () => {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "marquee-start-"));
  const child = spawn(process.execPath, [join(ROOT, "scripts/start.mjs")], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      MARQUEE_BUILD_DIR: inject("buildDir"),
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DEMO_CONTENT: "false",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout.on("data", (d: Buffer) => (out += d.toString()));
  child.stderr.on("data", (d: Buffer) => (out += d.toString()));
  try {
    await expect.poll(() => out, { timeout: 90_000, interval: 200 }).toMatch(/└─+┘/);
    const lines = out.trimEnd().split("\n");
    const top = lines.findLastIndex((l) => l.startsWith("┌"));
    const box = lines.slice(top);
    // The box is the end of the output, every line of it the same width.
    expect(box.at(-1)).toMatch(/^└─+┘$/);
    expect(new Set(box.map((l) => l.length)).size).toBe(1);
    expect(box.join("\n")).toContain(`Marquee is running at http://localhost:${port}`);
    expect(box.join("\n")).toContain(`http://localhost:${port}/admin/setup`);
    expect(box.join("\n")).toMatch(/setup code: [A-Z0-9]{4}-[A-Z0-9]{4}/);
    // No build ran (it was there), so nothing else came first but the start.
    expect(out).not.toMatch(/Building Marquee|vite|rolldown/i);
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
  } finally {
    const exited = new Promise((r) => child.once("exit", r));
    child.kill("SIGTERM");
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
});
