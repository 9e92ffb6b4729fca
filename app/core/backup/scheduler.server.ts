/**
 * Scheduled backups (issue 28, ADR 2800): asked every minute by each process
 * (and at once after the schedule is saved), this takes the target's backup
 * when its slot is due. The claim of a slot is one conditional UPDATE, so
 * with several processes on one PostgreSQL database exactly one takes each
 * backup. The first backup is taken as soon as a schedule is set; a failed
 * one is tried again after 30 minutes, three times per slot.
 */
import { now } from "../clock.server.ts";
import { getSettings } from "../settings/settings.server.ts";
import { claimLease, getTarget, listBackups, type BackupRow, type BackupTarget } from "./data/backups.server.ts";
import { currentSlot } from "./schedule.ts";
import { PROCESS_ID, takeBackup, withLease } from "./runs.server.ts";

const RETRY_AFTER_MS = 30 * 60_000;
const TRIES_PER_SLOT = 3;

/** What the schedule asks for now: a slot to claim (with its try number), or nothing. */
export function dueSlot(
  target: BackupTarget,
  tz: string,
  at: number,
  last: BackupRow | undefined,
): { slot: string; attempts: number } | null {
  const slot = currentSlot({ frequency: target.frequency, hour: target.hour, weekday: target.weekday }, tz, at);
  if (!slot) return null;
  // Never taken: the first one now, standing for the current slot.
  if (target.last_slot === null) return { slot, attempts: 1 };
  if (slot > target.last_slot) return { slot, attempts: 1 };
  const failedLong =
    last?.kind === "scheduled" &&
    last.state === "failed" &&
    at - Date.parse(last.finished_at ?? last.started_at) >= RETRY_AFTER_MS;
  if (slot === target.last_slot && failedLong && target.slot_attempts < TRIES_PER_SLOT)
    return { slot, attempts: target.slot_attempts + 1 };
  return null;
}

/** Takes the scheduled backup if one is due and this process wins the claim; returns it, or null. */
export async function runScheduledBackup(): Promise<BackupRow | null> {
  const target = await getTarget();
  if (!target || target.frequency === "off") return null;
  const at = now();
  const [settings, [last]] = await Promise.all([getSettings(), listBackups({ targetId: target.id, limit: 1 })]);
  const due = dueSlot(target, settings.time_zone, at, last);
  if (!due) return null;
  const lease = new Date(Date.now() + 5 * 60_000).toISOString();
  const claimed = await claimLease(target.id, PROCESS_ID, lease, new Date().toISOString(), {
    ...due,
    seen: { slot: target.last_slot, attempts: target.slot_attempts },
  });
  if (!claimed) return null;
  return withLease(target, () => takeBackup(target, "scheduled"), true);
}
