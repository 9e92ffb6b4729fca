/**
 * When a target set to publish by itself is due (issue 28, ADR 2812): once the site has stopped
 * changing for a while after a studio change (debounced, so an editing session is one publish), and
 * once after each midnight in the site's time zone, so that yesterday's dates move to the past.
 * A failed attempt waits a quarter of an hour before the next. Pure: the job supplies the clock.
 */
import { localToUtcMs, zonedParts } from "~/core/dates/zoned.ts";

export const QUIET_MS = 60_000;
export const RETRY_AFTER_FAILURE_MS = 15 * 60_000;

export interface AutoTarget {
  publishedVersion: string | null;
  publishedAt: string | null;
  lastAttemptAt: string | null;
  lastOutcome: "ok" | "failed" | null;
  running: boolean;
}

/** The instant today began in `tz` (the last midnight). */
export function lastMidnight(now: number, tz: string): number {
  return localToUtcMs({ ...zonedParts(now, tz), hour: 0, minute: 0, second: 0 }, tz);
}

/**
 * `seen` remembers, per target, the content version last noticed and when: a change is published
 * once the version has stayed the same for QUIET_MS.
 */
export function autoPublishDue(
  t: AutoTarget,
  version: string,
  now: number,
  tz: string,
  seen: { version: string; at: number } | undefined,
): { due: boolean; seen: { version: string; at: number } | undefined; why?: "change" | "midnight" } {
  if (t.running) return { due: false, seen };
  if (t.lastOutcome === "failed" && t.lastAttemptAt && now - Date.parse(t.lastAttemptAt) < RETRY_AFTER_FAILURE_MS)
    return { due: false, seen };
  if (version !== t.publishedVersion) {
    if (seen?.version !== version) return { due: false, seen: { version, at: now } };
    return now - seen.at >= QUIET_MS ? { due: true, seen: undefined, why: "change" } : { due: false, seen };
  }
  if (t.publishedAt && Date.parse(t.publishedAt) < lastMidnight(now, tz)) return { due: true, seen, why: "midnight" };
  return { due: false, seen };
}
