import { expect, test } from "vitest";
import { MAX_ATTEMPTS, afterFailure, retryDelayMs } from "./backoff.ts";

const MIN = 60_000;
const H = 60 * MIN;
const start = new Date("2030-01-01T00:00:00Z");
const at = (ms: number) => new Date(start.getTime() + ms);

test("the delays follow SPEC §4: 1 min, 5 min, 30 min, 2 h, 6 h, then every 12 h", () => {
  expect([1, 2, 3, 4, 5, 6, 7, 9].map(retryDelayMs)).toEqual([
    MIN,
    5 * MIN,
    30 * MIN,
    2 * H,
    6 * H,
    12 * H,
    12 * H,
    12 * H,
  ]);
  expect(() => retryDelayMs(0)).toThrow(RangeError);
});

test("a delivery that keeps failing is retried on schedule and fails after the 10th attempt, inside 72 h", () => {
  let now = start;
  const attemptsAt: number[] = [];
  for (let attempts = 1; ; attempts++) {
    attemptsAt.push(now.getTime() - start.getTime());
    const r = afterFailure({ attempts, windowStart: start, now });
    if (r.state === "failed") {
      expect(attempts).toBe(MAX_ATTEMPTS);
      break;
    }
    expect(r.nextAttemptAt.getTime() - now.getTime()).toBe(retryDelayMs(attempts));
    now = r.nextAttemptAt;
  }
  expect(attemptsAt).toHaveLength(10);
  // 1m + 5m + 30m + 2h + 6h + 4 × 12h = 56 h 36 min: the 10th attempt comes well inside the window.
  expect(attemptsAt.at(-1)).toBe(56 * H + 36 * MIN);
});

test("a delivery that could not be tried for a long time fails at 72 h, with its last try at the deadline", () => {
  // Attempt 2 only happened 70 h in (the server was down): the next wait (5 min) fits.
  const r1 = afterFailure({ attempts: 2, windowStart: start, now: at(70 * H) });
  expect(r1).toEqual({ state: "retrying", nextAttemptAt: at(70 * H + 5 * MIN) });
  // Attempt 5 at 71 h: 6 h would pass the deadline, so the last try is pulled in to 72 h.
  const r2 = afterFailure({ attempts: 5, windowStart: start, now: at(71 * H) });
  expect(r2).toEqual({ state: "retrying", nextAttemptAt: at(72 * H) });
  // That try fails too: over.
  expect(afterFailure({ attempts: 6, windowStart: start, now: at(72 * H) })).toEqual({ state: "failed" });
  expect(afterFailure({ attempts: 1, windowStart: start, now: at(80 * H) })).toEqual({ state: "failed" });
});

test("the 10-attempt limit holds even early in the window (e.g. after many quick 'retry now's)", () => {
  expect(afterFailure({ attempts: 10, windowStart: start, now: at(MIN) })).toEqual({ state: "failed" });
  expect(afterFailure({ attempts: 9, windowStart: start, now: at(MIN) }).state).toBe("retrying");
});
