/** Every background job of the server process. */
import { purgeSessions } from "~/core/auth/session.server.ts";
import { purgeExpired } from "~/core/http/rate-limit-store.server.ts";
import { env } from "~/core/env.server.ts";
import { resumeInterrupted } from "~/capabilities/media/server/ingest.server.ts";
import { deliveryJobs } from "~/capabilities/contact/server/jobs.server.ts";
import { intervalJob, type Job } from "./jobs.server.ts";

const housekeeping = intervalJob("housekeeping", 60 * 60 * 1000, async () => {
  await purgeSessions();
  await purgeExpired();
});

// An upload a crash or restart left in "processing" (older than 10 minutes) is finished from its kept
// original, or marked failed with a reason: hero, event and media files have no "Try again" of their own.
const uploads = intervalJob("uploads", 10 * 60 * 1000, async () => {
  await resumeInterrupted(env().DATA_DIR);
});

let started: Job[] = [];

export async function startJobs(): Promise<void> {
  started = [housekeeping, uploads, ...(env().MAIL_WORKER ? deliveryJobs : [])];
  for (const j of started) await j.start();
}

export async function stopJobs(): Promise<void> {
  await Promise.all(started.map((j) => j.stop()));
  started = [];
}
