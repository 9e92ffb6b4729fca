/** The fans capability's background work: unconfirmed sign-ups deleted after 7 days; due mailings queued and finished ones marked sent; the new-date digest. */
import type { Job } from "~/core/jobs/jobs.server.ts";
import { logInfo } from "~/core/log.server.ts";
import { intervalJob } from "~/core/jobs/jobs.server.ts";
import { deleteStalePending } from "./data/subscribers.server.ts";
import { mailingsTick } from "./newsletters.server.ts";
import { digestTick } from "./digest.server.ts";

export const PENDING_DAYS = 7;

export async function cleanupPending(now = new Date()): Promise<number> {
  const n = await deleteStalePending(new Date(now.getTime() - PENDING_DAYS * 24 * 60 * 60 * 1000).toISOString());
  if (n > 0) logInfo(`fans: deleted ${n} sign-up${n === 1 ? "" : "s"} not confirmed within ${PENDING_DAYS} days`);
  return n;
}

export const fansJobs = (): Job[] => [
  intervalJob("fans-cleanup", 60 * 60 * 1000, async () => {
    await cleanupPending();
  }),
  // Every 15 s: a scheduled newsletter goes out within that of its time.
  intervalJob("fans-mailings", 15_000, () => mailingsTick()),
  // Hourly: the draft digest follows the calendar; in "weekly" mode it goes once 7 days have passed since the last.
  intervalJob("fans-digest", 60 * 60 * 1000, async () => {
    await digestTick();
  }),
];
