/**
 * Every project's setup file, run before each test file.
 *
 * Tests fail on an unexpected console.error: a test that expects one spies on it itself.
 *
 * Test files share their worker (isolate: false, ADR 0030), so what one file
 * changes for the whole process is put back when it ends: spies and fake
 * timers here; anything else (a mail transport override, a started job) by the
 * file itself, in afterAll or finally.
 */
import { afterAll, afterEach, vi } from "vitest";

interface Seen {
  errors: unknown[][];
}
// console.error is wrapped once per worker, not once more by every file that runs in it.
const KEY = Symbol.for("marquee.tests.console-errors");
const holder = globalThis as { [KEY]?: Seen };
const seen: Seen =
  holder[KEY] ??
  (holder[KEY] = (() => {
    const s: Seen = { errors: [] };
    const original = console.error;
    console.error = (...args: unknown[]) => {
      s.errors.push(args);
      original(...args);
    };
    return s;
  })());
seen.errors = [];

afterEach(() => {
  const errors = seen.errors;
  seen.errors = [];
  if (errors.length && !vi.isMockFunction(console.error)) {
    throw new Error(`console.error was called ${errors.length} time(s): ${String(errors[0]?.[0])}`);
  }
});

afterAll(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});
