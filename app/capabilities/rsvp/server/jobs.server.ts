/**
 * Reminders (issue 13; off unless the owner picks a time): every five
 * minutes, each confirmed reply of a date that starts within its event's
 * reminder time gets one reminder through the outbox. `reminded_at` is set in
 * the same transaction as the mail is queued, and only where it was empty, so
 * two processes never send one twice.
 */
import { outboxStatus, wakeOutbox } from "~/core/mail/index.server.ts";
import { getEventDate } from "~/capabilities/events/index.server.ts";
import { intervalJob, type Job } from "~/core/jobs/jobs.server.ts";
import { logInfo } from "~/core/log.server.ts";
import { reminderConfigs } from "./data/configs.server.ts";
import { datesToRemind, markReminded, unreminded } from "./data/replies.server.ts";
import { queueReminders } from "./places.server.ts";
import { rsvpConfig } from "./config.server.ts";

const HOUR = 3_600_000;

export async function sendDueReminders(now = new Date()): Promise<number> {
  const configs = await reminderConfigs();
  if (!configs.length) return 0;
  const nowIso = now.toISOString();
  const yesterday = new Date(now.getTime() - 24 * HOUR).toISOString().slice(0, 10);
  let queued = 0;
  let transport: string | undefined;
  for (const eventId of new Set(configs.map((c) => c.event_id))) {
    for (const date of await datesToRemind(eventId, yesterday)) {
      // The date's own settings win over the event's (a date may turn its reminder off).
      const cfg = await rsvpConfig(eventId, date);
      const d = cfg?.enabled && cfg.reminderHours > 0 ? await getEventDate(eventId, date) : null;
      if (!cfg || !d || d.date !== date || d.status === "cancelled") continue;
      if (now.getTime() >= d.startMs || now.getTime() < d.startMs - cfg.reminderHours * HOUR) continue;
      transport ??= (await outboxStatus({ bulk: false })).transport;
      queued += await queueReminders(await unreminded(eventId, date), nowIso, transport, (trx, ids) =>
        markReminded(trx, ids, nowIso),
      );
    }
  }
  if (queued) {
    wakeOutbox();
    logInfo(`rsvp: queued ${queued} reminder${queued === 1 ? "" : "s"}`);
  }
  return queued;
}

export const rsvpJobs = (): Job[] => [
  intervalJob("rsvp-reminders", 5 * 60 * 1000, async () => void (await sendDueReminders())),
];
