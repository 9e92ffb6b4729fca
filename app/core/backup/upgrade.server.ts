/**
 * Safe upgrades (issue 28, ADR 2804). Before the start migrates a database
 * that holds a site, it backs the site up — to the backup target when one is
 * set, else DATA_DIR/backups — and verifies that backup by restoring it into
 * a scratch database of the new schema (the way a restore after a failed
 * upgrade would go). A database that a newer Marquee has migrated is not
 * touched: the start stops with one sentence saying what to do.
 */
import { createHash } from "node:crypto";
import { sql } from "kysely";
import type { DB } from "../db/client.server.ts";
import { claimMeta, deleteMeta } from "../db/meta.server.ts";
import { hasTable, type MigrationState } from "../db/migrate.server.ts";
import { ConfigError } from "../env.server.ts";
import { logInfo } from "../log.server.ts";
import { newId } from "../db/ids.server.ts";
import { APP_VERSION } from "../version.server.ts";
import { finishBackup, getTarget, insertBackup, type BackupRow } from "./data/backups.server.ts";
import { openDestination } from "./destinations.server.ts";
import { BackupError } from "./errors.server.ts";
import { takeBackup, withLease } from "./runs.server.ts";
import { backupKey, writeBackup } from "./write.server.ts";

/** Stops the start when the database is newer than this code (it has migrations this code does not know). */
export function refuseNewerDatabase(state: MigrationState): void {
  if (!state.unknown.length) return;
  throw new ConfigError(
    `This database was upgraded by a newer Marquee (it has "${state.unknown.at(-1)}", which Marquee ${APP_VERSION} does not know): run that newer version again, or restore a backup taken before the upgrade (npm run backup -- list).`,
  );
}

/** Whether the database holds a site worth a backup: migrated before, with an account or settings in it. */
async function holdsASite(db: DB, state: MigrationState): Promise<boolean> {
  if (!state.applied.length) return false;
  for (const table of ["users", "site_settings"]) {
    const r = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`
      .execute(db)
      .catch(() => undefined);
    if (Number(r?.rows[0]?.n ?? 0) > 0) return true;
  }
  return false;
}

/**
 * Takes the backup before pending migrations, when there is a site to
 * protect. Returns what must run once the migrations are done (recording a
 * backup whose table did not exist yet). With several processes starting at
 * once, one takes it. Throws a ConfigError when the backup fails: nothing
 * has been migrated then.
 */
export async function backupBeforeUpgrade(db: DB, state: MigrationState): Promise<() => Promise<void>> {
  const nothing = async () => {};
  if (!state.pending.length || !(await holdsASite(db, state))) return nothing;
  const claim = `upgrade_backup:${createHash("sha256").update(state.pending.join(",")).digest("hex").slice(0, 16)}`;
  if (!(await claimMeta(claim, new Date().toISOString()))) return nothing; // another process is on it
  logInfo(`Backing up before ${state.pending.length} migration(s) (${state.pending.join(", ")})…`);
  try {
    if (await hasTable(db, "backups")) {
      const row = await backupToTarget();
      if (row.state !== "verified") throw new BackupError("not_verified", row.error ?? "the backup failed");
      logInfo(`Backup before the upgrade: ${row.location}/${row.object_key} (verified).`);
      return nothing;
    }
    // This upgrade brings the backups' own tables: written now, recorded once they exist.
    const id = newId();
    const started = new Date();
    const dest = openDestination(null);
    const key = backupKey(id, "pre-upgrade", started, false);
    const w = await writeBackup(dest, key, null).finally(() => dest.store.close());
    logInfo(`Backup before the upgrade: ${dest.location}/${key} (verified).`);
    return async () => {
      await insertBackup({
        id,
        target_id: null,
        location: dest.location,
        object_key: key,
        kind: "pre-upgrade",
        encrypted: false,
        key_id: null,
        app_version: APP_VERSION,
        started_at: started.toISOString(),
      });
      await finishBackup(id, {
        state: "verified",
        bytes: w.bytes,
        sha256: w.sha256,
        counts: JSON.stringify(w.counts),
        verified_at: w.verifiedAt,
      });
    };
  } catch (e) {
    await deleteMeta(claim);
    const why = e instanceof Error ? e.message.replace(/\.$/, "") : String(e);
    throw new ConfigError(
      `Marquee did not upgrade the database because the backup it takes first failed (${why}): fix that and start again, or upgrade without a backup with npm run db:migrate -- --no-backup.`,
    );
  }
}

/** To the target when one is set and free, else to the data folder. */
async function backupToTarget(): Promise<BackupRow> {
  const target = await getTarget();
  if (!target) return takeBackup(null, "pre-upgrade");
  try {
    return await withLease(target, () => takeBackup(target, "pre-upgrade"));
  } catch (e) {
    if (e instanceof BackupError && e.reason === "busy") return takeBackup(null, "pre-upgrade");
    throw e;
  }
}
