/**
 * The uploads entity: one row per uploaded (or fetched, or drawn) file, its
 * processing state and its variants. File handling lives in server/media/.
 */
import type { Selectable } from "kysely";
import type { ImageVariant } from "~/capabilities/media/server/uploads/image.server.ts";
import { bit, db, nowIso } from "~/core/db/client.server.ts";
import type { UploadPurpose, UploadsTable, UploadState } from "./tables.server.ts";

export type UploadRow = Selectable<UploadsTable>;

export interface Upload extends Omit<UploadRow, "variants" | "published"> {
  variants: ImageVariant[];
  published: boolean;
}

export function toUpload(r: UploadRow): Upload {
  let variants: ImageVariant[] = [];
  try {
    const v = JSON.parse(r.variants) as unknown;
    if (Array.isArray(v)) variants = v as ImageVariant[];
  } catch {
    /* a damaged row shows as having no variants */
  }
  return {
    ...r,
    bytes: Number(r.bytes),
    duration: r.duration === null ? null : Number(r.duration),
    variants,
    published: r.published === 1,
  };
}

export type NewUpload = Omit<UploadsTable, "created_at" | "updated_at" | "variants" | "published"> & {
  variants?: ImageVariant[];
  published?: boolean;
};

export async function insertUpload(u: NewUpload): Promise<Upload> {
  const now = nowIso();
  const row: UploadsTable = {
    ...u,
    variants: JSON.stringify(u.variants ?? []),
    published: bit(u.published),
    created_at: now,
    updated_at: now,
  };
  await db().insertInto("uploads").values(row).execute();
  return toUpload(row);
}

export async function getUpload(id: string): Promise<Upload | undefined> {
  const r = await db().selectFrom("uploads").selectAll().where("id", "=", id).executeTakeFirst();
  return r ? toUpload(r) : undefined;
}

export async function getUploads(ids: readonly string[]): Promise<Map<string, Upload>> {
  const unique = [...new Set(ids)].filter(Boolean);
  if (unique.length === 0) return new Map();
  const rows = await db().selectFrom("uploads").selectAll().where("id", "in", unique).execute();
  return new Map(rows.map((r) => [r.id, toUpload(r)]));
}

/** An album's items in their order. */
export async function albumUploads(albumId: string, opts: { publishedOnly?: boolean } = {}): Promise<Upload[]> {
  let q = db().selectFrom("uploads").selectAll().where("album_id", "=", albumId);
  if (opts.publishedOnly) q = q.where("published", "=", 1).where("state", "=", "ready");
  const rows = await q.orderBy("position").orderBy("created_at").execute();
  return rows.map(toUpload);
}

/** A ready upload with the same bytes in the same place (album, or purpose outside albums). */
export async function findDuplicate(
  sha256: string,
  purpose: UploadPurpose,
  albumId: string | null,
): Promise<Upload | undefined> {
  let q = db()
    .selectFrom("uploads")
    .selectAll()
    .where("sha256", "=", sha256)
    .where("purpose", "=", purpose)
    .where("state", "!=", "failed");
  q = albumId ? q.where("album_id", "=", albumId) : q.where("album_id", "is", null);
  const r = await q.orderBy("created_at").executeTakeFirst();
  return r ? toUpload(r) : undefined;
}

export interface ProcessedFields {
  state: UploadState;
  failure?: string | null;
  width?: number | null;
  height?: number | null;
  duration?: number | null;
  variants?: ImageVariant[];
  placeholder?: string;
  file_path?: string | null;
  poster_path?: string | null;
  original_path?: string | null;
}

export async function setProcessed(id: string, f: ProcessedFields): Promise<void> {
  const { variants, ...rest } = f;
  await db()
    .updateTable("uploads")
    .set({ ...rest, ...(variants ? { variants: JSON.stringify(variants) } : {}), updated_at: nowIso() })
    .where("id", "=", id)
    .execute();
}

export async function updateUploadText(
  id: string,
  patch: { alt?: string; caption?: string; published?: boolean; position?: number },
): Promise<void> {
  const { published, ...rest } = patch;
  await db()
    .updateTable("uploads")
    .set({ ...rest, ...(published === undefined ? {} : { published: bit(published) }), updated_at: nowIso() })
    .where("id", "=", id)
    .execute();
}

export async function setUploadsPublished(ids: readonly (string | null)[], published: boolean): Promise<void> {
  const list = ids.filter((x): x is string => !!x);
  if (list.length === 0) return;
  await db()
    .updateTable("uploads")
    .set({ published: bit(published), updated_at: nowIso() })
    .where("id", "in", list)
    .execute();
}

export async function deleteUploadRow(id: string): Promise<void> {
  await db().updateTable("albums").set({ cover_upload_id: null }).where("cover_upload_id", "=", id).execute();
  await db()
    .updateTable("media_items")
    .set({ thumbnail_upload_id: null })
    .where("thumbnail_upload_id", "=", id)
    .execute();
  await db().deleteFrom("uploads").where("id", "=", id).execute();
}

/** Ready images for pickers (hero, event images): newest first. */
export async function recentImages(limit = 60): Promise<Upload[]> {
  const rows = await db()
    .selectFrom("uploads")
    .selectAll()
    .where("kind", "=", "image")
    .where("state", "=", "ready")
    .where("purpose", "in", ["gallery", "hero", "event"])
    .orderBy("created_at", "desc")
    .limit(limit)
    .execute();
  return rows.map(toUpload);
}

/** Uploads left in "processing" (a crash or restart mid-way), older than `olderThanIso`. */
export async function staleProcessing(olderThanIso: string): Promise<Upload[]> {
  const rows = await db()
    .selectFrom("uploads")
    .selectAll()
    .where("state", "=", "processing")
    .where("updated_at", "<", olderThanIso)
    .execute();
  return rows.map(toUpload);
}
