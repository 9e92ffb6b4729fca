import { expect, test } from "vitest";
import { afterFailure, MAX_WINDOW_MS } from "./backoff.ts";

const t0 = Date.parse("2026-01-01T00:00:00Z");

test("SPEC §4's schedule: 1 min, 5 min, 30 min, 2 h, 6 h, then 12 h; failed after 10 attempts or 72 h", () => {
  const next = (attempts: number, nowMs = t0) => afterFailure({ attempts, windowStartMs: t0, nowMs, status: 503 });
  expect(next(1)).toEqual({ state: "retrying", nextAttemptMs: t0 + 60_000 });
  expect(next(2)).toEqual({ state: "retrying", nextAttemptMs: t0 + 5 * 60_000 });
  expect(next(6)).toEqual({ state: "retrying", nextAttemptMs: t0 + 12 * 3_600_000 });
  expect(next(10)).toEqual({ state: "failed" });
  expect(next(3, t0 + MAX_WINDOW_MS - 60_000)).toEqual({ state: "retrying", nextAttemptMs: t0 + MAX_WINDOW_MS });
  expect(next(3, t0 + MAX_WINDOW_MS)).toEqual({ state: "failed" });
});

test("an inbox that is gone (404, 410) is not tried again", () => {
  expect(afterFailure({ attempts: 1, windowStartMs: t0, nowMs: t0, status: 410 })).toEqual({ state: "failed" });
  expect(afterFailure({ attempts: 1, windowStartMs: t0, nowMs: t0, status: 404 })).toEqual({ state: "failed" });
});
