/** The import's background work: subscriptions every hour, and previews nobody confirmed dropped after a day. */
import { intervalJob, type Job } from "~/core/jobs/jobs.server.ts";
import { purgePreviews } from "~/capabilities/events/server/data/imports.server.ts";
import { refreshFeeds } from "./subscriptions.server.ts";

export const FEED_REFRESH_MS = 60 * 60 * 1000;

export function importJobs(): Job[] {
  return [
    intervalJob("event-subscriptions", FEED_REFRESH_MS, async () => {
      await purgePreviews(new Date(Date.now() - 24 * 3_600_000).toISOString());
      await refreshFeeds();
    }),
  ];
}
