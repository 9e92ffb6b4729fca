/**
 * The delivery retry schedule (SPEC §4): after a failed attempt wait 1 min,
 * 5 min, 30 min, 2 h, 6 h, then every 12 h; give up as `failed` after 10
 * attempts or 72 h, whichever comes first. Pure, so the worker, the studio
 * ("next attempt at …") and the tests agree.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const BACKOFF_STEPS_MS = [1 * MINUTE, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 6 * HOUR] as const;
export const BACKOFF_REPEAT_MS = 12 * HOUR;
export const MAX_ATTEMPTS = 10;
export const MAX_WINDOW_MS = 72 * HOUR;

/** The wait after the n-th failed attempt (n ≥ 1). */
export function retryDelayMs(failedAttempts: number): number {
  if (!Number.isInteger(failedAttempts) || failedAttempts < 1) throw new RangeError("failedAttempts must be ≥ 1");
  return BACKOFF_STEPS_MS[failedAttempts - 1] ?? BACKOFF_REPEAT_MS;
}

export type AfterFailure = { state: "retrying"; nextAttemptAt: Date } | { state: "failed" };

/**
 * What happens to a delivery after a failed attempt.
 * `attempts` counts the attempts in the current window, this one included;
 * `windowStart` is when the delivery was queued (or re-queued by "retry now").
 * The last retry is pulled in to the 72 h mark rather than skipped, so a
 * delivery always gets its try at the deadline.
 */
export function afterFailure(args: { attempts: number; windowStart: Date; now: Date }): AfterFailure {
  const { attempts, windowStart, now } = args;
  if (attempts >= MAX_ATTEMPTS) return { state: "failed" };
  const deadline = windowStart.getTime() + MAX_WINDOW_MS;
  if (now.getTime() >= deadline) return { state: "failed" };
  const next = Math.min(now.getTime() + retryDelayMs(attempts), deadline);
  return { state: "retrying", nextAttemptAt: new Date(next) };
}
