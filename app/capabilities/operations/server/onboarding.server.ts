/**
 * The launch checklist's backup step (issue 25 §3): a backup that was verified (restored into a
 * scratch database and read back, ADR 2800) and started in the last 7 days. A step that stops
 * being true comes back: a week without a verified backup unticks it.
 */
import { newestBackups } from "~/core/backup/data/backups.server.ts";

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export async function recentBackupDone(now: Date = new Date()): Promise<boolean> {
  const { verified } = await newestBackups();
  return verified !== undefined && now.getTime() - Date.parse(verified.started_at) <= WEEK_MS;
}
