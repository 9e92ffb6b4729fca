/**
 * `npm test`: everything CI runs, in one command — typecheck, lint, unit and
 * integration tests on SQLite and PostgreSQL, e2e in Chromium — ending with
 * the line `N passed, N failed`.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { ensureChromium } from "../tests/setup/browser.ts";

const root = resolve(import.meta.dirname, "..");
process.chdir(root);
const bin = (name: string) => join(root, "node_modules", ".bin", name);
let passed = 0;
let failed = 0;
const failures: string[] = [];

function step(name: string, cmd: string, args: string[]): boolean {
  console.log(`\n▶ ${name}`);
  const r = spawnSync(cmd, args, {
    stdio: "inherit",
    env: { ...process.env, FORCE_COLOR: process.env.CI ? "0" : "1" },
  });
  const ok = r.status === 0;
  if (ok) passed++;
  else {
    failed++;
    failures.push(name);
  }
  return ok;
}

// A browser first, so a missing one fails (or is installed) before anything else runs.
try {
  const chrome = ensureChromium();
  process.env.CHROME_PATH = chrome;
  console.log(`Browser: ${chrome}`);
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  failed++;
  failures.push("browser");
}

// Route types are generated before the compiler checks them.
spawnSync(bin("react-router"), ["typegen"], { stdio: "inherit" });
step("typecheck", bin("tsc"), ["--noEmit"]);
step("lint", bin("eslint"), [".", "--max-warnings=0"]);
// Formatting (Biome, ADR 0015): `npm run format` fixes what this finds.
step("format", bin("biome"), ["format", "--max-diagnostics=20", "."]);

mkdirSync(".tmp", { recursive: true });
const report = join(".tmp", "vitest-report.json");
rmSync(report, { force: true });
console.log("\n▶ vitest (unit, sqlite, postgres, e2e)");
spawnSync(
  bin("vitest"),
  ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`, ...process.argv.slice(2)],
  {
    stdio: "inherit",
    env: process.env,
  },
);
if (existsSync(report)) {
  const r = JSON.parse(readFileSync(report, "utf8")) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTotalTests: number;
    success: boolean;
    testResults: { name: string; status: string; message?: string }[];
  };
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  // A file that fails to load has no failed tests but is a failure.
  for (const f of r.testResults.filter((t) => t.status === "failed")) {
    if (r.numFailedTests === 0) failed++;
    failures.push(f.name.replace(root + "/", ""));
  }
  if (r.numTotalTests === 0) {
    failed++;
    failures.push("vitest ran no tests");
  }
} else {
  failed++;
  failures.push("vitest (no report)");
}

if (failures.length) console.log(`\nFailed: ${[...new Set(failures)].join(", ")}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
