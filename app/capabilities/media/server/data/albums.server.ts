/** The albums entity: ordered, published or not, with a cover chosen from their items. */
import type { Selectable } from "kysely";
import { slugify, withSuffix, SLUG_RE } from "~/core/text/slug.ts";
import { bit, db, nowIso } from "~/core/db/client.server.ts";
import { newId } from "~/core/db/ids.server.ts";
import { nextPosition } from "./order.server.ts";
import type { AlbumsTable } from "./tables.server.ts";

export type AlbumRow = Selectable<AlbumsTable>;

export interface Album extends Omit<AlbumRow, "published"> {
  published: boolean;
}

export const toAlbum = (r: AlbumRow): Album => ({ ...r, published: r.published === 1 });

export async function listAlbums(opts: { publishedOnly?: boolean } = {}): Promise<Album[]> {
  let q = db().selectFrom("albums").selectAll();
  if (opts.publishedOnly) q = q.where("published", "=", 1);
  return (await q.orderBy("position").orderBy("created_at").execute()).map(toAlbum);
}

export async function getAlbum(id: string): Promise<Album | undefined> {
  const r = await db().selectFrom("albums").selectAll().where("id", "=", id).executeTakeFirst();
  return r ? toAlbum(r) : undefined;
}

export async function getAlbumBySlug(slug: string): Promise<Album | undefined> {
  if (!SLUG_RE.test(slug)) return undefined;
  const r = await db().selectFrom("albums").selectAll().where("slug", "=", slug).executeTakeFirst();
  return r ? toAlbum(r) : undefined;
}

/** A free slug made from `text` ("tour-2025", "tour-2025-2" …), ignoring the album `exceptId`. */
export async function freeAlbumSlug(text: string, exceptId?: string): Promise<string> {
  // slugify() falls back to "event" for text with no letters or digits; an album says "album".
  const base = /[a-z0-9]/i.test(text.normalize("NFKD").replace(/[\u0300-\u036f]/g, "")) ? slugify(text) : "album";
  for (let n = 1; n < 1000; n++) {
    const candidate = withSuffix(base, n);
    const taken = await db().selectFrom("albums").select("id").where("slug", "=", candidate).executeTakeFirst();
    if (!taken || taken.id === exceptId) return candidate;
  }
  return withSuffix(base, Date.now() % 100000);
}

export async function createAlbum(input: {
  title: string;
  description?: string;
  slug?: string;
  published?: boolean;
}): Promise<Album> {
  const now = nowIso();
  const row: AlbumsTable = {
    id: newId(),
    slug: await freeAlbumSlug(input.slug || input.title),
    title: input.title,
    description: input.description ?? "",
    cover_upload_id: null,
    position: await nextPosition({ table: "albums" }),
    published: bit(input.published),
    created_at: now,
    updated_at: now,
  };
  await db().insertInto("albums").values(row).execute();
  return toAlbum(row);
}

export interface AlbumPatch {
  title?: string;
  slug?: string;
  description?: string;
  published?: boolean;
  cover_upload_id?: string | null;
}

export async function updateAlbum(id: string, patch: AlbumPatch): Promise<void> {
  const { published, ...rest } = patch;
  await db()
    .updateTable("albums")
    .set({ ...rest, ...(published === undefined ? {} : { published: bit(published) }), updated_at: nowIso() })
    .where("id", "=", id)
    .execute();
}

export async function slugTaken(slug: string, exceptId: string): Promise<boolean> {
  const r = await db()
    .selectFrom("albums")
    .select("id")
    .where("slug", "=", slug)
    .where("id", "!=", exceptId)
    .executeTakeFirst();
  return !!r;
}

export async function deleteAlbumRow(id: string): Promise<void> {
  await db().deleteFrom("albums").where("id", "=", id).execute();
}

/** Item counts (ready and published) per album, for the public list. */
export async function publishedCounts(): Promise<Map<string, number>> {
  const rows = await db()
    .selectFrom("uploads")
    .select(["album_id", (eb) => eb.fn.countAll<number>().as("n")])
    .where("album_id", "is not", null)
    .where("published", "=", 1)
    .where("state", "=", "ready")
    .groupBy("album_id")
    .execute();
  return new Map(rows.map((r) => [r.album_id!, Number(r.n)]));
}
