/** SQL of the backup tables (ADR 2800): targets, their schedule lease, and the backups taken. */
import { db, nowIso } from "~/core/db/client.server.ts";
import type { BackupKind, BackupState, BackupTargetsTable, BackupsTable } from "./tables.server.ts";

export type BackupTarget = BackupTargetsTable;
export type BackupRow = BackupsTable;

/** The site's backup target (one today), or undefined when none is set. */
export async function getTarget(): Promise<BackupTarget | undefined> {
  return db().selectFrom("backup_targets").selectAll().orderBy("created_at").executeTakeFirst();
}

export async function getTargetById(id: string): Promise<BackupTarget | undefined> {
  return db().selectFrom("backup_targets").selectAll().where("id", "=", id).executeTakeFirst();
}

export type TargetFields = Omit<
  BackupTarget,
  "id" | "last_slot" | "slot_attempts" | "lease_owner" | "lease_until" | "created_at" | "updated_at"
>;

export async function insertTarget(id: string, fields: TargetFields): Promise<void> {
  const now = nowIso();
  await db()
    .insertInto("backup_targets")
    .values({ id, ...fields, slot_attempts: 0, created_at: now, updated_at: now })
    .execute();
}

export async function updateTarget(id: string, fields: Partial<TargetFields>): Promise<void> {
  await db()
    .updateTable("backup_targets")
    .set({ ...fields, updated_at: nowIso() })
    .where("id", "=", id)
    .execute();
}

export async function deleteTarget(id: string): Promise<void> {
  await db().deleteFrom("backup_targets").where("id", "=", id).execute();
}

/**
 * Takes the target's lease when nobody holds it (or theirs ran out): of
 * several processes asking at once, exactly one gets it. With `slot`, the
 * claim is also for that scheduled slot, and only if the row still shows
 * what the caller read (`seen`), so a slot another process took is not taken
 * twice.
 */
export async function claimLease(
  id: string,
  owner: string,
  until: string,
  now: string,
  slot?: { slot: string; attempts: number; seen: { slot: string | null; attempts: number } },
): Promise<boolean> {
  let q = db()
    .updateTable("backup_targets")
    .set({
      lease_owner: owner,
      lease_until: until,
      ...(slot ? { last_slot: slot.slot, slot_attempts: slot.attempts } : {}),
    })
    .where("id", "=", id)
    .where((w) => w.or([w("lease_until", "is", null), w("lease_until", "<", now)]));
  if (slot) {
    const seen = slot.seen;
    q = q
      .where((w) => (seen.slot === null ? w("last_slot", "is", null) : w("last_slot", "=", seen.slot)))
      .where("slot_attempts", "=", seen.attempts);
  }
  const r = await q.executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Extends a lease its owner still holds; false when it was lost (another process took it over). */
export async function renewLease(id: string, owner: string, until: string): Promise<boolean> {
  const r = await db()
    .updateTable("backup_targets")
    .set({ lease_until: until })
    .where("id", "=", id)
    .where("lease_owner", "=", owner)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function releaseLease(id: string, owner: string): Promise<void> {
  await db()
    .updateTable("backup_targets")
    .set({ lease_owner: null, lease_until: null })
    .where("id", "=", id)
    .where("lease_owner", "=", owner)
    .execute();
}

export async function insertBackup(row: {
  id: string;
  target_id: string | null;
  location: string;
  object_key: string;
  kind: BackupKind;
  encrypted: boolean;
  key_id: string | null;
  app_version: string;
  started_at: string;
}): Promise<void> {
  await db()
    .insertInto("backups")
    .values({ ...row, encrypted: row.encrypted ? 1 : 0, state: "running" })
    .execute();
}

export async function finishBackup(
  id: string,
  fields: {
    state: Exclude<BackupState, "running">;
    bytes?: number | null;
    sha256?: string | null;
    counts?: string | null;
    verified_at?: string | null;
    error?: string | null;
  },
): Promise<void> {
  await db()
    .updateTable("backups")
    .set({ ...fields, finished_at: nowIso() })
    .where("id", "=", id)
    .execute();
}

export async function getBackup(id: string): Promise<BackupRow | undefined> {
  return db().selectFrom("backups").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Newest first. */
export async function listBackups(opts: { limit?: number; targetId?: string | null } = {}): Promise<BackupRow[]> {
  let q = db().selectFrom("backups").selectAll().orderBy("started_at", "desc").orderBy("id", "desc");
  if (opts.targetId !== undefined)
    q = opts.targetId === null ? q.where("target_id", "is", null) : q.where("target_id", "=", opts.targetId);
  return q.limit(opts.limit ?? 500).execute();
}

/** The newest backup that finished (verified or failed), and the newest verified one. */
export async function newestBackups(): Promise<{ last?: BackupRow; verified?: BackupRow }> {
  const [last, verified] = await Promise.all([
    db()
      .selectFrom("backups")
      .selectAll()
      .where("state", "!=", "running")
      .orderBy("started_at", "desc")
      .executeTakeFirst(),
    db()
      .selectFrom("backups")
      .selectAll()
      .where("state", "=", "verified")
      .orderBy("started_at", "desc")
      .executeTakeFirst(),
  ]);
  return { last, verified };
}

export async function deleteBackupRows(ids: readonly string[]): Promise<void> {
  if (ids.length) await db().deleteFrom("backups").where("id", "in", ids).execute();
}

/**
 * Backups of a target left `running` by a process that stopped: called by the
 * process that has just taken the target's lease (so nobody else is writing
 * one), or at start for those without a target. Marked failed, with the reason.
 */
export async function failAbandoned(targetId: string | null, error: string): Promise<number> {
  const r = await db()
    .updateTable("backups")
    .set({ state: "failed", error, finished_at: nowIso() })
    .where("state", "=", "running")
    .where((w) => (targetId === null ? w("target_id", "is", null) : w("target_id", "=", targetId)))
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}
