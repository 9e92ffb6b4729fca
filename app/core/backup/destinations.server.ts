/**
 * Where backups are written (ADR 2800): the owner's folder, an S3-compatible
 * bucket with credentials of its own (the secret sealed like the e-mail
 * settings', ADR 0013), or — for a backup before an upgrade on a site with no
 * target — DATA_DIR/backups. Each is an ObjectStore (app/core/storage), so the
 * backups use the same tested code as the uploads.
 */
import { randomBytes } from "node:crypto";
import { isAbsolute, join, relative, resolve } from "node:path";
import { env } from "../env.server.ts";
import { openSecret } from "../secrets/secret-box.server.ts";
import { LocalStore } from "../storage/local.server.ts";
import { parseS3Url, S3Store } from "../storage/s3.server.ts";
import { getBuffer, type ObjectStore } from "../storage/store.server.ts";
import type { BackupTarget } from "./data/backups.server.ts";
import { BackupError } from "./errors.server.ts";

export const SECRET_PURPOSE = "backup_targets.s3_secret";

export interface Destination {
  store: ObjectStore;
  /** For people and the list: the folder, or s3://bucket/prefix (never a secret). */
  location: string;
}

/** The data folder's own backups folder. */
export const defaultFolder = () => join(env().DATA_DIR, "backups");

/** The store a target names (null: DATA_DIR/backups). Nothing is contacted yet. */
export function openDestination(target: BackupTarget | null | undefined): Destination {
  if (!target) return { store: new LocalStore(defaultFolder()), location: defaultFolder() };
  if (target.kind === "folder") return { store: new LocalStore(target.folder), location: target.folder };
  const secret = target.s3_secret ? openSecret(target.s3_secret, SECRET_PURPOSE) : null;
  if (target.s3_secret && secret === null)
    throw new BackupError(
      "target",
      "The bucket's secret key can't be read any more (the session secret changed): enter it again under Backups.",
    );
  const prefix = target.s3_prefix.replace(/^\/+|\/+$/g, "");
  const store = new S3Store({
    bucket: target.s3_bucket,
    prefix,
    endpoint: target.s3_endpoint || undefined,
    region: target.s3_region || "us-east-1",
    accessKeyId: target.s3_access_key_id || undefined,
    secretAccessKey: secret ?? undefined,
    forcePathStyle: target.s3_path_style === 1,
  });
  return { store, location: `s3://${target.s3_bucket}/${prefix}` };
}

const inside = (child: string, parent: string) => {
  const r = relative(parent, child);
  return r === "" || (!r.startsWith("..") && !isAbsolute(r));
};

/**
 * Why a target cannot hold backups, before anything is written, or null:
 * backups inside the site's own files would be backed up again, each larger
 * than the last.
 */
export function placementProblem(t: Pick<BackupTarget, "kind" | "folder" | "s3_bucket" | "s3_prefix">): string | null {
  const e = env();
  if (t.kind === "folder") {
    if (!isAbsolute(t.folder)) return "Give the folder as a full path, starting with /.";
    const folder = resolve(t.folder);
    if (inside(folder, defaultFolder())) return null;
    if (inside(folder, e.DATA_DIR) || inside(e.DATA_DIR, folder))
      return `Choose a folder outside the data folder (${e.DATA_DIR}), or its backups folder ${defaultFolder()}: backups there would be backed up again.`;
    return null;
  }
  if (e.STORAGE_URL) {
    const site = parseS3Url(e.STORAGE_URL);
    const prefix = t.s3_prefix.replace(/^\/+|\/+$/g, "");
    const overlaps =
      site.prefix === "" ||
      prefix === "" ||
      `${prefix}/`.startsWith(`${site.prefix}/`) ||
      `${site.prefix}/`.startsWith(`${prefix}/`);
    if (t.s3_bucket === site.bucket && overlaps)
      return `Choose a prefix apart from the uploads' (${e.STORAGE_URL}): backups there would be backed up again.`;
  }
  return null;
}

/** Short, person-sized reason for a store's failure (an S3 error's name, a file system code). */
export function storeError(e: unknown): string {
  const err = e as { name?: string; code?: string; message?: string; $metadata?: { httpStatusCode?: number } };
  if (err?.$metadata?.httpStatusCode) return `${err.name ?? "error"} (HTTP ${err.$metadata.httpStatusCode})`;
  if (err?.code && !err.message?.startsWith(err.code)) return `${err.code}: ${err.message ?? ""}`.trim();
  return err?.message ?? String(e);
}

/**
 * Writes, reads back and deletes a small file: the target can hold backups.
 * Throws a BackupError naming what failed (unreachable, refused, full).
 */
export async function probeDestination(d: Destination): Promise<void> {
  const key = `marquee-probe-${randomBytes(6).toString("hex")}`;
  const body = randomBytes(64);
  let step = "write to";
  try {
    await d.store.put(key, body);
    step = "read back from";
    const back = await getBuffer(d.store, key);
    if (!back?.equals(body)) throw new Error("what was read back differs from what was written");
    step = "delete from";
    await d.store.delete([key]);
  } catch (e) {
    throw new BackupError("target", `Could not ${step} ${d.location}: ${storeError(e)}.`, {
      location: d.location,
      reason: storeError(e),
    });
  }
}
