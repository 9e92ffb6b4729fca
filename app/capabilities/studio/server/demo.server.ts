/**
 * "Remove demo content" on the dashboard, with a way back (issue 25, ADR 2510).
 * Before anything is deleted the whole site is exported (the core's export, the
 * same archive the Export page downloads) to `DATA_DIR/undo/`; the dashboard then
 * offers "Restore the demo" until the owner dismisses it. Restoring imports that
 * archive (the core's import: all or nothing), which brings the demo back with
 * everything else as it was at that moment; the demo can then be removed again.
 * Audited here, one place per change.
 */
import { createReadStream, createWriteStream, existsSync } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import { sql } from "kysely";
import { audit, type Actor } from "~/core/audit/audit.server.ts";
import { contentTables, exportSite, importSite } from "~/core/backup/backup.server.ts";
import { db } from "~/core/db/client.server.ts";
import { deleteMeta, getMeta, setMeta } from "~/core/db/meta.server.ts";
import { hasDemoContent, removeDemo } from "~/core/demo/demo.server.ts";
import { env } from "~/core/env.server.ts";
import { AppError } from "~/core/errors.ts";

/**
 * app_meta key of the backup taken before the demo was removed: `{ file, at, rows }` — file: a name in
 * undo/; rows: each content table's row count just after the removal, to tell what arrived since.
 */
const META = "demo_backup";
const FOLDER = "undo";
/** Tables whose new rows are not content a restore would lose (the log of changes, the site's own notes). */
const NOT_CONTENT = new Set(["audit_entries", "app_meta"]);

interface BackupRecord {
  file: string;
  at: string;
  /** When the removal was done (what the removal itself wrote to the audit log is not a change since). */
  since: string;
  rows: Record<string, number>;
}

export interface DemoBackup {
  /** When the demo was removed (and the backup taken), ISO. */
  at: string;
  /** Changes made in the studio since then (the audit log; exports and the removal itself aside). */
  changesSince: number;
  /** Records added since (messages, replies, sign-ups, new content — any table), at least this many. */
  addedSince: number;
}

const folder = () => join(env().DATA_DIR, FOLDER);

async function readRecord(): Promise<BackupRecord | null> {
  const raw = await getMeta(META);
  if (!raw) return null;
  try {
    const r = JSON.parse(raw) as { file?: unknown; at?: unknown; since?: unknown; rows?: unknown };
    // Only a plain name inside the folder: the record is ours, but a path is never taken from the database.
    if (typeof r.file !== "string" || !/^[\w.-]+\.tar\.gz$/.test(r.file) || typeof r.at !== "string") return null;
    const rows = r.rows && typeof r.rows === "object" ? (r.rows as Record<string, number>) : {};
    return { file: r.file, at: r.at, since: typeof r.since === "string" ? r.since : r.at, rows };
  } catch {
    return null;
  }
}

/** Each content table's row count. */
async function rowCounts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const t of await contentTables()) {
    if (NOT_CONTENT.has(t)) continue;
    const row = await db()
      .selectFrom(t as never)
      .select(sql<number>`count(*)`.as("n"))
      .executeTakeFirst();
    out[t] = Number((row as { n?: number } | undefined)?.n ?? 0);
  }
  return out;
}

/**
 * The backup the dashboard offers to restore from, or null (none, dismissed, or its file is gone).
 * `detail`: also what a restore would undo (a count per table: for the confirmation step only).
 */
export async function demoBackup(detail = false): Promise<DemoBackup | null> {
  const r = await readRecord();
  if (!r || !existsSync(join(folder(), r.file))) return null;
  if (!detail) return { at: r.at, changesSince: 0, addedSince: 0 };
  const row = await db()
    .selectFrom("audit_entries")
    .select(sql<number>`count(*)`.as("n"))
    .where("created_at", ">", r.since)
    .where("action", "not like", "demo.%")
    .where("action", "not like", "%.export")
    .executeTakeFirst();
  const now = await rowCounts();
  const addedSince = Object.entries(now).reduce((sum, [t, n]) => sum + Math.max(0, n - (r.rows[t] ?? 0)), 0);
  return { at: r.at, changesSince: Number(row?.n ?? 0), addedSince };
}

/** Exports the whole site to a file in DATA_DIR/undo/, then removes the demo; returns when it happened. */
export async function removeDemoAs(actor: Actor, now = new Date()): Promise<void> {
  if (!(await hasDemoContent())) return;
  await mkdir(folder(), { recursive: true });
  const file = `before-demo-removal-${now.toISOString().replace(/[:.]/g, "-")}.tar.gz`;
  const path = join(folder(), file);
  // The backup first, whole: if it cannot be written, nothing is deleted.
  try {
    await pipeline(exportSite(), createWriteStream(path));
  } catch (e) {
    await rm(path, { force: true });
    throw e;
  }
  const previous = await readRecord();
  await removeDemo();
  await audit(actor, "demo.remove", "site", null, { backup: file });
  const rows = await rowCounts();
  const record: BackupRecord = { file, at: now.toISOString(), since: new Date().toISOString(), rows };
  await setMeta(META, JSON.stringify(record));
  if (previous && previous.file !== file) await rm(join(folder(), previous.file), { force: true });
}

/**
 * Puts the site back as it was before the demo was removed (the demo included), from the backup. The
 * import replaces the users and ends every session: the caller signs the owner in again.
 */
export async function restoreDemoAs(actor: Actor): Promise<void> {
  const r = await readRecord();
  const path = r ? join(folder(), r.file) : null;
  if (!r || !path || !existsSync(path))
    throw new AppError("not_found", { message: "There is no backup of the demo to restore." });
  await importSite(createReadStream(path));
  // The imported app_meta is the one from before the removal: it names no backup, so the offer is gone.
  await audit(actor, "demo.restore", "site", null, { backup: r.file, removedAt: r.at });
  await rm(path, { force: true });
}

/** The owner keeps the site as it is: the offer and its backup go. */
export async function dismissDemoBackup(actor: Actor): Promise<void> {
  const r = await readRecord();
  await deleteMeta(META);
  if (r) {
    await rm(join(folder(), r.file), { force: true });
    await audit(actor, "demo.backup.dismiss", "site", null, { backup: r.file });
  }
}
