/**
 * Backups as the site keeps them (issue 28, ADR 2800): each one recorded
 * (when, where, size, checksum, counts, verified at), taken under the
 * target's lease so that of several processes only one writes at a time,
 * and rotated after each success.
 */
import { hostname } from "node:os";
import { randomBytes } from "node:crypto";
import { newId } from "../db/ids.server.ts";
import { logError, logWarn } from "../log.server.ts";
import { getSettings } from "../settings/settings.server.ts";
import { APP_VERSION } from "../version.server.ts";
import {
  claimLease,
  deleteBackupRows,
  failAbandoned,
  finishBackup,
  getBackup,
  getTarget,
  insertBackup,
  listBackups,
  releaseLease,
  renewLease,
  type BackupRow,
  type BackupTarget,
} from "./data/backups.server.ts";
import type { BackupKind } from "./data/tables.server.ts";
import { openDestination } from "./destinations.server.ts";
import { keyIdOf } from "./envelope.server.ts";
import { BackupError } from "./errors.server.ts";
import { backupsToKeep } from "./schedule.ts";
import { backupKey, writeBackup } from "./write.server.ts";

/** This process, as a lease holder. */
export const PROCESS_ID = `${hostname()}:${process.pid}:${randomBytes(3).toString("hex")}`;
const LEASE_MS = 5 * 60_000;
const RENEW_MS = 60_000;
/** Backups other than scheduled ones (by hand, before an upgrade or a restore) kept per place, newest first. */
const KEEP_OTHERS = 5;
/** Failed backups stay listed this long, so the owner sees what happened. */
const FAILED_KEPT_DAYS = 30;

const leaseEnd = () => new Date(Date.now() + LEASE_MS).toISOString();

/**
 * Runs `fn` holding the target's lease (renewed while it runs), after marking
 * backups an earlier holder left unfinished as failed. Throws "busy" when
 * another process holds it; with `claimed`, the caller took it already.
 */
export async function withLease<T>(target: BackupTarget, fn: () => Promise<T>, claimed = false): Promise<T> {
  if (!claimed && !(await claimLease(target.id, PROCESS_ID, leaseEnd(), new Date().toISOString())))
    throw new BackupError("busy", "A backup of this site is being taken right now. Try again when it is done.");
  const timer = setInterval(() => {
    void renewLease(target.id, PROCESS_ID, leaseEnd()).catch((e: unknown) => logError(e, { job: "backups" }));
  }, RENEW_MS);
  timer.unref();
  try {
    await failAbandoned(target.id, "The backup was interrupted (the server stopped while writing it).");
    return await fn();
  } finally {
    clearInterval(timer);
    await releaseLease(target.id, PROCESS_ID).catch((e: unknown) => logError(e, { job: "backups" }));
  }
}

/**
 * Takes, verifies and records one backup at `target` (null: the data folder's
 * backups folder). The caller holds the target's lease. Never throws for a
 * failed backup: the row says why (state "failed", error), for the list, the
 * dashboard and the doctor.
 */
export async function takeBackup(
  target: BackupTarget | null,
  kind: BackupKind,
  opts: { protect?: string } = {},
): Promise<BackupRow> {
  const id = newId();
  const started = new Date();
  const recipient =
    target?.encrypt_public_key && target.encrypt_salt
      ? { publicKey: target.encrypt_public_key, salt: target.encrypt_salt }
      : null;
  const key = backupKey(id, kind, started, recipient !== null);
  let location = "";
  try {
    const dest = openDestination(target);
    location = dest.location;
    await insertBackup({
      id,
      target_id: target?.id ?? null,
      location,
      object_key: key,
      kind,
      encrypted: recipient !== null,
      key_id: recipient ? keyIdOf(recipient.publicKey) : null,
      app_version: APP_VERSION,
      started_at: started.toISOString(),
    });
    try {
      const w = await writeBackup(dest, key, recipient);
      await finishBackup(id, {
        state: "verified",
        bytes: w.bytes,
        sha256: w.sha256,
        counts: JSON.stringify(w.counts),
        verified_at: w.verifiedAt,
      });
      await rotate(target, opts.protect).catch((e: unknown) => logError(e, { job: "backups" }));
    } finally {
      dest.store.close();
    }
  } catch (e) {
    const message = e instanceof BackupError ? e.message : `The backup failed: ${(e as Error)?.message ?? e}`;
    if (!(e instanceof BackupError)) logError(e, { job: "backups" });
    else logWarn(`backup ${id} failed: ${message}`);
    // The row may not exist (the target could not even be opened): record the failure all the same.
    if (!(await getBackup(id)))
      await insertBackup({
        id,
        target_id: target?.id ?? null,
        location: location || "?",
        object_key: key,
        kind,
        encrypted: recipient !== null,
        key_id: null,
        app_version: APP_VERSION,
        started_at: started.toISOString(),
      });
    await finishBackup(id, { state: "failed", error: message });
  }
  return (await getBackup(id))!;
}

/** The configured target's backup, taken now under its lease (the studio's "Back up now", `npm run backup -- now`). */
export async function backUpNow(kind: BackupKind = "manual"): Promise<BackupRow> {
  const target = (await getTarget()) ?? null;
  return target ? withLease(target, () => takeBackup(target, kind)) : takeBackup(null, kind);
}

/**
 * Deletes what rotation no longer keeps (ADR 2800): scheduled backups outside
 * the target's daily/weekly/monthly counts, other backups (by hand, before an
 * upgrade or a restore) beyond the newest five, and the records of failed
 * ones after 30 days. The newest verified backup always stays, and so does
 * `protect` (the backup being restored).
 */
async function rotate(target: BackupTarget | null, protect?: string): Promise<void> {
  const rows = await listBackups({ targetId: target?.id ?? null, limit: 10_000 });
  const verified = rows.filter((r) => r.state === "verified");
  const scheduled = verified.filter((r) => r.kind === "scheduled");
  const keep = new Set(
    [...verified.slice(0, 1), ...verified.filter((r) => r.kind !== "scheduled").slice(0, KEEP_OTHERS)].map((r) => r.id),
  );
  if (protect) keep.add(protect);
  if (target) {
    const tz = (await getSettings()).time_zone;
    const gfs = backupsToKeep(
      scheduled.map((r) => ({ id: r.id, at: r.started_at })),
      { daily: target.keep_daily, weekly: target.keep_weekly, monthly: target.keep_monthly },
      tz,
    );
    for (const id of gfs) keep.add(id);
  }
  const gone = verified.filter((r) => !keep.has(r.id));
  const cutoff = new Date(Date.now() - FAILED_KEPT_DAYS * 86_400_000).toISOString();
  const oldFailed = rows.filter((r) => r.state === "failed" && r.started_at < cutoff);
  if (gone.length) {
    const dest = openDestination(target);
    try {
      await dest.store.delete(gone.map((r) => r.object_key));
    } finally {
      dest.store.close();
    }
  }
  await deleteBackupRows([...gone, ...oldFailed].map((r) => r.id));
}
