/**
 * The capability's background work (issue 31), in every server process; each does nothing while
 * federation is off, and Fedify is loaded only once it is on:
 *
 * - deliveries: sends what is due, then sleeps until woken (a new activity in this process) or for
 *   two seconds (another process's, a retry's time);
 * - the publisher: at every content change (the content version, known without a query) and every
 *   half minute — a scheduled post going public, a date coming into the 60-day window;
 * - Fedify's inbound queue in the database, listened to while federating;
 * - housekeeping: expired KV entries.
 */
import { contentVersion } from "~/core/db/content-version.server.ts";
import { intervalJob, type Job } from "~/core/jobs/jobs.server.ts";
import { logError } from "~/core/log.server.ts";
import { federationState } from "./account.server.ts";
import { kvPurgeExpired } from "./data/store.server.ts";
import { drainDeliveries } from "./deliver.server.ts";
import { publishChanges } from "./publish.server.ts";

let wake: (() => void) | null = null;

/** A new activity is waiting: the delivery job in this process starts at once. */
export function wakeDeliveries(): void {
  wake?.();
}

function deliveryJob(pollMs = 2000): Job {
  let stopped = true;
  let running: Promise<void> | undefined;
  const loop = async () => {
    while (!stopped) {
      try {
        if ((await federationState()).on) await drainDeliveries();
      } catch (e) {
        logError(e, { job: "fediverse-deliver" });
      }
      if (stopped) break;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          wake = null;
          resolve();
        }, pollMs);
        timer.unref?.();
        wake = () => {
          clearTimeout(timer);
          wake = null;
          resolve();
        };
      });
    }
  };
  return {
    name: "fediverse-deliver",
    start() {
      stopped = false;
      running = loop();
    },
    async stop() {
      stopped = true;
      wake?.();
      await running;
    },
  };
}

function publisherJob(): Job {
  let seen = "";
  let last = 0;
  return intervalJob("fediverse-publish", 2000, async () => {
    const version = await contentVersion();
    if (version === seen && Date.now() - last < 30_000) return;
    if (!(await federationState()).on) return;
    seen = version;
    last = Date.now();
    const report = await publishChanges();
    if (report && report.created + report.updated + report.deleted > 0) wakeDeliveries();
  });
}

function inboxQueueJob(): Job {
  const controller = new AbortController();
  let listening: Promise<void> | undefined;
  const check = intervalJob("fediverse-inbox-queue", 5000, async () => {
    if (listening || !(await federationState()).on) return;
    const { getFederation } = await import("./fedify/federation.server.ts");
    listening = getFederation()
      .startQueue(undefined, { signal: controller.signal, queue: "inbox" })
      .catch((e: unknown) => logError(e, { job: "fediverse-inbox-queue" }));
  });
  return {
    name: "fediverse-inbox-queue",
    start: () => check.start(),
    async stop() {
      await check.stop();
      controller.abort();
      await listening;
    },
  };
}

export function fediverseJobs(): Job[] {
  return [
    deliveryJob(),
    publisherJob(),
    inboxQueueJob(),
    intervalJob("fediverse-housekeeping", 10 * 60_000, async () => {
      await kvPurgeExpired(new Date().toISOString());
    }),
  ];
}
