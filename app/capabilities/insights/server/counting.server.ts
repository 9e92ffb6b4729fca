/**
 * The process's one counter and its job: flushed every few seconds and at
 * shutdown, finished days forgotten, old aggregates dropped past the
 * retention. The manifest's `observe` hands page views and outcomes here.
 */
import { db } from "~/core/db/client.server.ts";
import { env } from "~/core/env.server.ts";
import { intervalJob, type Job } from "~/core/jobs/jobs.server.ts";
import { logError } from "~/core/log.server.ts";
import type { Observer } from "~/core/observe.server.ts";
import { getSettings } from "~/core/settings/settings.server.ts";
import { Counter } from "./counter.server.ts";

/** How often the batch is written: a crash loses at most this much counting. */
export const FLUSH_EVERY_MS = 5_000;
const PURGE_EVERY_MS = 10 * 60_000;

export const counter = new Counter(() => db());

// Read once: the observer runs on every page view.
let enabled: boolean | undefined;
const on = () => (enabled ??= env().INSIGHTS);

export const observer: Observer = {
  pageView(view) {
    if (on()) counter.pageView(view);
  },
  outcome(signal) {
    if (on()) counter.outcome(signal);
  },
};

let lastPurge = 0;

/** One tick: the site's time zone, the batch, and (every ten minutes) the purge. */
export async function flushInsights(now = Date.now()): Promise<void> {
  counter.timeZone = (await getSettings()).time_zone;
  await counter.flush();
  if (now - lastPurge >= PURGE_EVERY_MS) {
    lastPurge = now;
    await counter.purge(now, env().INSIGHTS_RETENTION_DAYS);
  }
}

/** The flush job; stopping it writes what is left (the server's shutdown). */
export function insightsJobs(): Job[] {
  if (!on()) return [];
  const tick = intervalJob("insights-flush", FLUSH_EVERY_MS, () => flushInsights());
  return [
    {
      name: tick.name,
      // The site's time zone before the first view is counted: it decides which day a view belongs to.
      async start() {
        counter.timeZone = (await getSettings()).time_zone;
        tick.start();
      },
      async stop() {
        await tick.stop();
        await counter.flush().catch((error: unknown) => logError(error, { job: "insights-flush (shutdown)" }));
      },
    },
  ];
}
