/**
 * Delivery retries (issue 31), SPEC §4's schedule for every outbound message: after a failed attempt
 * wait 1 min, 5 min, 30 min, 2 h, 6 h, then every 12 h; give up after 10 attempts or 72 h. A server
 * that answers 404 or 410 for its inbox is gone: no retry. Pure.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const STEPS = [1 * MINUTE, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 6 * HOUR];
export const MAX_ATTEMPTS = 10;
export const MAX_WINDOW_MS = 72 * HOUR;

export type AfterFailure = { state: "retrying"; nextAttemptMs: number } | { state: "failed" };

export function afterFailure(a: {
  attempts: number;
  windowStartMs: number;
  nowMs: number;
  status: number | null;
}): AfterFailure {
  if (a.status === 404 || a.status === 410) return { state: "failed" };
  if (a.attempts >= MAX_ATTEMPTS) return { state: "failed" };
  const deadline = a.windowStartMs + MAX_WINDOW_MS;
  if (a.nowMs >= deadline) return { state: "failed" };
  const wait = STEPS[a.attempts - 1] ?? 12 * HOUR;
  return { state: "retrying", nextAttemptMs: Math.min(a.nowMs + wait, deadline) };
}
