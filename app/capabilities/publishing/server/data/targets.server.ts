/** Publish targets' rows (SQL only; sealing, checks and auditing are the services'). */
import type { Selectable } from "kysely";
import { db, nowIso } from "~/core/db/client.server.ts";
import type { PublishTargetsTable } from "./tables.server.ts";

export type TargetRow = Selectable<PublishTargetsTable>;

export const listTargetRows = () => db().selectFrom("publish_targets").selectAll().orderBy("created_at").execute();

export const targetRow = (id: string) =>
  db().selectFrom("publish_targets").selectAll().where("id", "=", id).executeTakeFirst();

export async function insertTarget(
  row: Pick<TargetRow, "id" | "name" | "kind" | "settings" | "secret" | "site_url" | "base_path" | "auto_publish">,
) {
  const at = nowIso();
  await db()
    .insertInto("publish_targets")
    .values({ ...row, created_at: at, updated_at: at })
    .execute();
}

export async function updateTarget(
  id: string,
  patch: Partial<
    Pick<TargetRow, "name" | "kind" | "settings" | "secret" | "site_url" | "base_path" | "auto_publish" | "hash_map">
  >,
) {
  await db()
    .updateTable("publish_targets")
    .set({ ...patch, updated_at: nowIso() })
    .where("id", "=", id)
    .execute();
}

export async function deleteTarget(id: string) {
  await db().deleteFrom("publish_targets").where("id", "=", id).execute();
}

/**
 * Claims the target for one publish: only when no other run holds it (or its holder's lease ran
 * out — a process that died mid-publish). True when this run got it.
 */
export async function claimRun(id: string, runId: string, leaseMs: number): Promise<boolean> {
  const now = new Date();
  const r = await db()
    .updateTable("publish_targets")
    .set({
      run_id: runId,
      run_lease_until: new Date(now.getTime() + leaseMs).toISOString(),
      run_progress: JSON.stringify({ phase: "export", done: 0, total: 0, bytes: 0 }),
      last_attempt_at: now.toISOString(),
    })
    .where("id", "=", id)
    .where((eb) => eb.or([eb("run_id", "is", null), eb("run_lease_until", "<", now.toISOString())]))
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** The running publish's progress; also extends its lease. */
export async function noteProgress(id: string, runId: string, progress: string, leaseMs: number) {
  await db()
    .updateTable("publish_targets")
    .set({ run_progress: progress, run_lease_until: new Date(Date.now() + leaseMs).toISOString() })
    .where("id", "=", id)
    .where("run_id", "=", runId)
    .execute();
}

/** Ends the run with its outcome; the hash map is what the target now holds. */
export async function finishRun(
  id: string,
  runId: string,
  r: { ok: boolean; message: string; counts: string; hashMap: string; version: string | null },
) {
  await db()
    .updateTable("publish_targets")
    .set({
      run_id: null,
      run_lease_until: null,
      run_progress: "{}",
      last_outcome: r.ok ? "ok" : "failed",
      last_message: r.message,
      last_counts: r.counts,
      hash_map: r.hashMap,
      ...(r.ok ? { published_at: nowIso(), published_version: r.version } : {}),
    })
    .where("id", "=", id)
    .where("run_id", "=", runId)
    .execute();
}

/** The SFTP server's key, pinned at the first connection that succeeded. */
export async function pinHostKey(id: string, fingerprint: string) {
  const row = await targetRow(id);
  if (!row) return;
  const settings = JSON.parse(row.settings) as { hostKey?: string };
  if (settings.hostKey) return;
  await db()
    .updateTable("publish_targets")
    .set({ settings: JSON.stringify({ ...settings, hostKey: fingerprint }) })
    .where("id", "=", id)
    .execute();
}
