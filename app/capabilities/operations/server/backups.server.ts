/**
 * Scheduled backups in the studio (issue 28): what the Backups page shows,
 * and the owner's changes to it — the target (tested before it is saved),
 * "Back up now", a restore, a download — each audited. The work itself is
 * the core's (app/core/backup, ADR 2800).
 */
import { randomBytes } from "node:crypto";
import type { Readable } from "node:stream";
import { audit, type Actor } from "~/core/audit/audit.server.ts";
import {
  getBackup,
  getTarget,
  insertTarget,
  listBackups,
  updateTarget,
  type BackupTarget,
  type TargetFields,
} from "~/core/backup/data/backups.server.ts";
import {
  openDestination,
  placementProblem,
  probeDestination,
  SECRET_PURPOSE,
  defaultFolder,
} from "~/core/backup/destinations.server.ts";
import { recipientFor } from "~/core/backup/envelope.server.ts";
import { BackupError } from "~/core/backup/errors.server.ts";
import { restoreBackup } from "~/core/backup/restore.server.ts";
import { backUpNow } from "~/core/backup/runs.server.ts";
import { openSecret, sealSecret } from "~/core/secrets/secret-box.server.ts";
import { getSettings } from "~/core/settings/settings.server.ts";
import { AppError } from "~/core/errors.ts";
import type { TargetForm } from "./target-form.server.ts";
import { wakeBackups } from "./jobs.server.ts";

export interface BackupListItem {
  id: string;
  kind: string;
  state: string;
  startedAt: string;
  bytes: number | null;
  location: string;
  encrypted: boolean;
  verifiedAt: string | null;
  error: string | null;
}

/** The target as the form shows it: no secret, only whether one is saved (and still opens). */
export interface TargetView {
  kind: "folder" | "s3";
  folder: string;
  s3_endpoint: string;
  s3_region: string;
  s3_bucket: string;
  s3_prefix: string;
  s3_access_key_id: string;
  s3_path_style: boolean;
  secret: "none" | "saved" | "unreadable";
  frequency: string;
  hour: number;
  weekday: number;
  keep_daily: number;
  keep_weekly: number;
  keep_monthly: number;
  encrypted: boolean;
  location: string | null;
}

function view(t: BackupTarget): TargetView {
  let location: string | null;
  try {
    const d = openDestination(t);
    location = d.location;
    d.store.close();
  } catch {
    location = null; // the bucket's secret no longer opens: the form says so
  }
  return {
    kind: t.kind,
    folder: t.folder,
    s3_endpoint: t.s3_endpoint,
    s3_region: t.s3_region,
    s3_bucket: t.s3_bucket,
    s3_prefix: t.s3_prefix,
    s3_access_key_id: t.s3_access_key_id,
    s3_path_style: t.s3_path_style === 1,
    secret: !t.s3_secret ? "none" : openSecret(t.s3_secret, SECRET_PURPOSE) === null ? "unreadable" : "saved",
    frequency: t.frequency,
    hour: t.hour,
    weekday: t.weekday,
    keep_daily: t.keep_daily,
    keep_weekly: t.keep_weekly,
    keep_monthly: t.keep_monthly,
    encrypted: t.encrypt_public_key !== null,
    location,
  };
}

export async function backupsPage(): Promise<{
  target: TargetView | null;
  backups: BackupListItem[];
  timeZone: string;
  defaultFolder: string;
}> {
  const [target, rows, settings] = await Promise.all([getTarget(), listBackups({ limit: 100 }), getSettings()]);
  return {
    target: target ? view(target) : null,
    backups: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      state: r.state,
      startedAt: r.started_at,
      bytes: r.bytes,
      location: r.location,
      encrypted: r.encrypted === 1,
      verifiedAt: r.verified_at,
      error: r.error,
    })),
    timeZone: settings.time_zone,
    defaultFolder: defaultFolder(),
  };
}

/** Where a target writes, as its identity: changing it starts the schedule afresh. */
const whereOf = (f: Pick<TargetFields, "kind" | "folder" | "s3_endpoint" | "s3_bucket" | "s3_prefix">) =>
  [f.kind, f.folder, f.s3_endpoint, f.s3_bucket, f.s3_prefix].join("\n");

/**
 * Saves the schedule after writing, reading back and deleting a test file at
 * the target; a target that refuses is not saved (BackupError with the reason,
 * shown under the form). The passphrase, when one is set, is turned into a
 * public key here and goes no further.
 */
export async function saveTargetAs(actor: Actor, v: TargetForm, before: BackupTarget | undefined): Promise<void> {
  const folder = v.kind === "folder";
  // A typed secret replaces the saved one; an empty field keeps it (the form made sure one of them is there).
  const secret = v.s3_secret ? sealSecret(v.s3_secret, SECRET_PURPOSE) : before?.kind === "s3" ? before.s3_secret : "";
  let encryption = {
    encrypt_public_key: before?.encrypt_public_key ?? null,
    encrypt_salt: before?.encrypt_salt ?? null,
  };
  if (!v.encrypt) encryption = { encrypt_public_key: null, encrypt_salt: null };
  else if (v.new_passphrase || !before?.encrypt_public_key) {
    const r = await recipientFor(v.passphrase);
    encryption = { encrypt_public_key: r.publicKey, encrypt_salt: r.salt };
  }
  const fields: TargetFields = {
    kind: v.kind,
    folder: folder ? v.folder : "",
    s3_endpoint: folder ? "" : v.s3_endpoint,
    s3_region: folder ? "" : v.s3_region || "us-east-1",
    s3_bucket: folder ? "" : v.s3_bucket,
    s3_prefix: folder ? "" : v.s3_prefix,
    s3_access_key_id: folder ? "" : v.s3_access_key_id,
    s3_secret: folder ? "" : secret,
    s3_path_style: !folder && v.s3_path_style ? 1 : 0,
    frequency: v.frequency,
    hour: v.hour,
    weekday: v.weekday,
    keep_daily: v.keep_daily,
    keep_weekly: v.keep_weekly,
    keep_monthly: v.keep_monthly,
    ...encryption,
  };
  const problem = placementProblem(fields);
  if (problem) throw new BackupError("target", problem);
  const id = before?.id ?? randomBytes(9).toString("base64url");
  const dest = openDestination({ ...(before ?? ({} as BackupTarget)), ...fields, id });
  try {
    await probeDestination(dest);
  } finally {
    dest.store.close();
  }
  if (before) {
    // A new place (or a new schedule) begins with a backup at once.
    const moved = whereOf(before) !== whereOf(fields) || before.frequency !== fields.frequency;
    await updateTarget(id, {
      ...fields,
      ...(moved ? { last_slot: null, slot_attempts: 0 } : {}),
    } as Partial<TargetFields>);
  } else await insertTarget(id, fields);
  await audit(actor, "backup.target", "backup_target", id, {
    kind: fields.kind,
    location: dest.location,
    frequency: fields.frequency,
    encrypted: fields.encrypt_public_key !== null,
  });
  wakeBackups();
}

export async function backUpNowAs(actor: Actor) {
  const row = await backUpNow("manual");
  await audit(actor, "backup.now", "backup", row.id, { state: row.state });
  return row;
}

/**
 * Restores a listed backup over the site (the core backs the site up first).
 * The accounts are the backup's afterwards: the audit entry names who did it
 * by address.
 */
export async function restoreAs(actor: Actor, id: string, passphrase: string) {
  const result = await restoreBackup(id, passphrase || undefined);
  await audit(null, "site.restore", "backup", id, {
    by: actor.email,
    rows: result.rows,
    files: result.files,
    safety: result.safety.id,
  });
  return result;
}

/** A listed backup's file, for the owner to keep elsewhere too. */
export async function downloadBackupAs(
  actor: Actor,
  id: string,
): Promise<{ body: Readable; name: string; size: number }> {
  const row = await getBackup(id);
  if (!row || row.state !== "verified") throw new AppError("not_found");
  const dest = openDestination(row.target_id ? await getTarget() : null);
  const obj = dest.location === row.location ? await dest.store.get(row.object_key).catch(() => undefined) : undefined;
  if (!obj) {
    dest.store.close();
    throw new AppError("not_found");
  }
  obj.body.once("close", () => dest.store.close());
  await audit(actor, "backup.download", "backup", id);
  return { body: obj.body, name: row.object_key, size: obj.length };
}
