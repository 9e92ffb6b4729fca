/**
 * The operations capability's background jobs: scheduled backups (each
 * process asks every minute; one takes each backup, ADR 2800) and the summary
 * of recent requests the command-line doctor reads.
 */
import { intervalJob } from "~/core/jobs/jobs.server.ts";
import { runScheduledBackup } from "~/core/backup/scheduler.server.ts";
import { persistRequestShapes } from "./requests.server.ts";

const backups = intervalJob("backups", 60_000, async () => {
  await runScheduledBackup();
});

// Every 15 s, and only when something changed: the command-line doctor sees a fresh picture soon after a request.
const requestShapes = intervalJob("request-shapes", 15_000, persistRequestShapes);

export const operationsJobs = [backups, requestShapes];

/** After the schedule changed: look at it now rather than within the minute. */
export function wakeBackups(): void {
  backups.wake();
}
