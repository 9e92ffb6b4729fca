/**
 * Finds a Chromium for the browser tests: CHROME_PATH, the system's, or
 * Playwright's cache. When none is there and we run as root with apt, installs
 * Debian's (browsers cannot be downloaded any other way here).
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";

const SYSTEM = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
];

function fromPlaywrightCache(): string | undefined {
  const cache = process.env.PLAYWRIGHT_BROWSERS_PATH ?? join(homedir(), ".cache", "ms-playwright");
  if (!existsSync(cache)) return undefined;
  for (const dir of readdirSync(cache)
    .filter((d) => d.startsWith("chromium"))
    .sort()
    .reverse()) {
    for (const sub of [
      "chrome-linux/chrome",
      "chrome-linux64/chrome",
      "chrome-headless-shell-linux64/chrome-headless-shell",
    ]) {
      const p = join(cache, dir, sub);
      if (existsSync(p)) return p;
    }
  }
  return undefined;
}

export function findChromium(): string | undefined {
  const env = process.env.CHROME_PATH;
  if (env && existsSync(env)) return env;
  return SYSTEM.find((p) => existsSync(p)) ?? fromPlaywrightCache();
}

/** Returns a Chromium path, installing Debian's package when possible; throws with advice otherwise. */
export function ensureChromium(log: (s: string) => void = console.log): string {
  const found = findChromium();
  if (found) return found;
  const root = process.getuid?.() === 0;
  const apt = spawnSync("sh", ["-c", "command -v apt-get"]).status === 0;
  if (root && apt) {
    log("No Chromium found: installing Debian's chromium package (apt-get install -y chromium)…");
    execFileSync("apt-get", ["update"], { stdio: "inherit" });
    execFileSync("apt-get", ["install", "-y", "--no-install-recommends", "chromium"], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    const after = findChromium();
    if (after) return after;
  }
  throw new Error(
    "No Chromium found. Install one (Debian: apt-get install chromium) or set CHROME_PATH to its executable.",
  );
}

/** Flags for a quiet, offline-safe headless Chromium. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
  "--disable-dev-shm-usage",
];
