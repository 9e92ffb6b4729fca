import { afterEach, vi } from "vitest";

// Tests fail on an unexpected console.error: a test that expects one spies on it itself.
const original = console.error;
let errors: unknown[][] = [];
console.error = (...args: unknown[]) => {
  errors.push(args);
  original(...args);
};
afterEach(() => {
  const seen = errors;
  errors = [];
  if (seen.length && !vi.isMockFunction(console.error)) {
    throw new Error(`console.error was called ${seen.length} time(s): ${String(seen[0]?.[0])}`);
  }
});
