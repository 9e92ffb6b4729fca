/**
 * A Vitest reporter that writes each test file's whole cost — preparing its
 * worker, importing it, setup files, and running its hooks and tests — to a
 * JSON file (`--reporter=./tests/setup/timings-reporter.ts`, path in
 * VITEST_TIMINGS, default .tmp/vitest-timings.json). `npm test` prints the
 * slowest files from it. The JSON reporter cannot say this: its file times
 * start at the first test, after the imports and the `beforeAll` that starts a
 * server or migrates a database, which is where most of the time goes.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import type { Reporter, TestModule } from "vitest/node";

export interface FileTiming {
  project: string;
  file: string;
  /** Seconds, summed. */
  total: number;
  prepare: number;
  import: number;
  setup: number;
  run: number;
}

export const TIMINGS_FILE = resolve(import.meta.dirname, "../../.tmp/vitest-timings.json");

export default class TimingsReporter implements Reporter {
  onTestRunEnd(modules: readonly TestModule[]) {
    const root = resolve(import.meta.dirname, "../..");
    const rows: FileTiming[] = modules.map((m) => {
      const d = m.diagnostic();
      const s = (ms: number) => Math.round(ms) / 1000;
      return {
        project: m.project.name,
        file: relative(root, m.moduleId),
        total: s(d.prepareDuration + d.collectDuration + d.setupDuration + d.duration),
        prepare: s(d.prepareDuration),
        import: s(d.collectDuration),
        setup: s(d.setupDuration),
        run: s(d.duration),
      };
    });
    rows.sort((a, b) => b.total - a.total);
    const out = process.env.VITEST_TIMINGS ?? TIMINGS_FILE;
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, JSON.stringify(rows, null, 1));
  }
}
