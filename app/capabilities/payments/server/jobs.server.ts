/** The payments job: every 30 s, missed webhooks and ended holds (webhooks.server.ts), and bulk refunds that were interrupted. */
import { intervalJob, type Job } from "~/core/jobs/jobs.server.ts";
import { now } from "~/core/clock.server.ts";
import { pollOrders } from "./webhooks.server.ts";
import { runDateRefunds } from "./date-refunds.server.ts";

export const POLL_EVERY_MS = 30_000;

export function paymentsJobs(): Job[] {
  return [
    intervalJob("payments-poll", POLL_EVERY_MS, async () => {
      await pollOrders(now());
      await runDateRefunds(now());
    }),
  ];
}
