/** Every background job of the server process: the core's (housekeeping, the outbox) and each capability's (its manifest's `jobs`). */
import { purgeSessions } from "../auth/session.server.ts";
import { purgeExpired } from "../http/rate-limit-store.server.ts";
import { env } from "../env.server.ts";
import { capabilities } from "../capability.server.ts";
import { mailJobs } from "../mail/worker.server.ts";
import { intervalJob, type Job } from "./jobs.server.ts";

const housekeeping = intervalJob("housekeeping", 60 * 60 * 1000, async () => {
  await purgeSessions();
  await purgeExpired();
});

let started: Job[] = [];

export async function startJobs(): Promise<void> {
  const e = env();
  // The outbox's worker sends in this process unless MAIL_WORKER=false (another process sends).
  started = [housekeeping, ...(e.MAIL_WORKER ? mailJobs : []), ...capabilities().flatMap((c) => c.jobs?.(e) ?? [])];
  for (const j of started) await j.start();
}

export async function stopJobs(): Promise<void> {
  await Promise.all(started.map((j) => j.stop()));
  started = [];
}
