/** The media items entity: provider embeds and uploaded audio/video, ordered, featured, published. */
import type { Selectable } from "kysely";
import { bit, db, nowIso } from "~/core/db/client.server.ts";
import { newId } from "~/core/db/ids.server.ts";
import { nextPosition } from "./order.server.ts";
import type { MediaItemsTable } from "./tables.server.ts";

export type MediaItemRow = Selectable<MediaItemsTable>;

export interface MediaItem extends Omit<MediaItemRow, "featured" | "published"> {
  featured: boolean;
  published: boolean;
}

export const toMediaItem = (r: MediaItemRow): MediaItem => ({
  ...r,
  duration: r.duration === null ? null : Number(r.duration),
  featured: r.featured === 1,
  published: r.published === 1,
});

export async function listMediaItems(
  opts: { publishedOnly?: boolean; featuredOnly?: boolean; limit?: number } = {},
): Promise<MediaItem[]> {
  let q = db().selectFrom("media_items").selectAll();
  if (opts.publishedOnly) q = q.where("published", "=", 1);
  if (opts.featuredOnly) q = q.where("featured", "=", 1);
  q = q.orderBy("position").orderBy("created_at");
  if (opts.limit) q = q.limit(opts.limit);
  return (await q.execute()).map(toMediaItem);
}

export async function getMediaItem(id: string): Promise<MediaItem | undefined> {
  const r = await db().selectFrom("media_items").selectAll().where("id", "=", id).executeTakeFirst();
  return r ? toMediaItem(r) : undefined;
}

export type NewMediaItem = Omit<
  MediaItemsTable,
  "id" | "position" | "created_at" | "updated_at" | "featured" | "published"
> & {
  featured?: boolean;
  published?: boolean;
};

export async function insertMediaItem(input: NewMediaItem): Promise<MediaItem> {
  const now = nowIso();
  const row: MediaItemsTable = {
    ...input,
    id: newId(),
    position: await nextPosition({ table: "media_items" }),
    featured: bit(input.featured),
    published: bit(input.published),
    created_at: now,
    updated_at: now,
  };
  await db().insertInto("media_items").values(row).execute();
  return toMediaItem(row);
}

export interface MediaPatch {
  title?: string;
  description?: string;
  featured?: boolean;
  published?: boolean;
  thumbnail_upload_id?: string | null;
}

export async function updateMediaItem(id: string, patch: MediaPatch): Promise<void> {
  const { featured, published, ...rest } = patch;
  await db()
    .updateTable("media_items")
    .set({
      ...rest,
      ...(featured === undefined ? {} : { featured: bit(featured) }),
      ...(published === undefined ? {} : { published: bit(published) }),
      updated_at: nowIso(),
    })
    .where("id", "=", id)
    .execute();
}

export async function deleteMediaItemRow(id: string): Promise<void> {
  await db().deleteFrom("media_items").where("id", "=", id).execute();
}
