/**
 * `npm test`: everything CI runs, in one command — typecheck, lint, unit and
 * integration tests on SQLite and PostgreSQL, e2e in Chromium — ending with
 * the line `N passed, N failed`.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { ensureChromium } from "../tests/setup/browser.ts";
import { type FileTiming, TIMINGS_FILE } from "../tests/setup/timings-reporter.ts";

const root = resolve(import.meta.dirname, "..");
process.chdir(root);
const bin = (name: string) => join(root, "node_modules", ".bin", name);
let passed = 0;
let failed = 0;
const failures: string[] = [];
const started = Date.now();
const seconds = (since: number) => `${Math.round((Date.now() - since) / 1000)} s`;

function step(name: string, cmd: string, args: string[]): boolean {
  console.log(`\n▶ ${name}`);
  const t = Date.now();
  const r = spawnSync(cmd, args, {
    stdio: "inherit",
    env: { ...process.env, FORCE_COLOR: process.env.CI ? "0" : "1" },
  });
  const ok = r.status === 0;
  console.log(`  ${name}: ${seconds(t)}`);
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
rmSync(TIMINGS_FILE, { force: true });
console.log("\n▶ vitest (unit, sqlite, postgres, e2e)");
const vitestStarted = Date.now();
spawnSync(
  bin("vitest"),
  [
    "run",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${report}`,
    "--reporter=./tests/setup/timings-reporter.ts",
    ...process.argv.slice(2),
  ],
  {
    stdio: "inherit",
    env: process.env,
  },
);
console.log(`  vitest: ${seconds(vitestStarted)}`);
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

// Where the time went: each file's whole cost (imports, hooks and tests), so the next slow file is seen early.
if (existsSync(TIMINGS_FILE)) {
  const rows = JSON.parse(readFileSync(TIMINGS_FILE, "utf8")) as FileTiming[];
  console.log("\nSlowest test files (seconds: total = import + hooks and tests):");
  for (const r of rows.slice(0, 15))
    console.log(
      `${r.total.toFixed(1).padStart(7)}  ${r.import.toFixed(1).padStart(5)} + ${r.run.toFixed(1).padStart(6)}  ${r.project.padEnd(8)} ${r.file}`,
    );
}

console.log(`\nnpm test took ${seconds(started)}.`);
if (failures.length) console.log(`\nFailed: ${[...new Set(failures)].join(", ")}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
