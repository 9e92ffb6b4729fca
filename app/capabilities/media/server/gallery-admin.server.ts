/** Studio operations on albums: the list, create, order, publish, details, delete. Each change is audited here. */
import type { AlbumInput } from "~/capabilities/media/schemas.ts";
import { type Actor, audit } from "~/core/audit/audit.server.ts";
import { AppError, type Outcome } from "~/core/errors.ts";
import { notFound } from "~/core/http/errors.server.ts";
import {
  createAlbum,
  deleteAlbumRow,
  getAlbum,
  listAlbums,
  slugTaken,
  updateAlbum,
  type Album,
} from "~/capabilities/media/server/data/albums.server.ts";
import { moveInList, setListOrder } from "~/capabilities/media/server/data/order.server.ts";
import { db } from "~/core/db/client.server.ts";
import { albumUploads, getUploads } from "~/capabilities/media/server/data/uploads.server.ts";
import { deleteUpload } from "./ingest.server.ts";
import { deleteTranslations } from "~/core/i18n/content.server.ts";
import { ALBUM_ENTITY } from "~/capabilities/media/lib/entities.ts";
import { imageView } from "./views.server.ts";

export interface AdminAlbumRow {
  id: string;
  slug: string;
  title: string;
  published: boolean;
  items: number;
  publishedItems: number;
  cover: string | null;
}

export async function adminAlbumRows(): Promise<AdminAlbumRow[]> {
  const albums = await listAlbums();
  const counts = await db()
    .selectFrom("uploads")
    .select(["album_id", "published", (eb) => eb.fn.countAll<number>().as("n")])
    .where("album_id", "is not", null)
    .groupBy(["album_id", "published"])
    .execute();
  const covers = await getUploads(albums.map((a) => a.cover_upload_id).filter((x): x is string => !!x));
  return albums.map((a) => {
    const mine = counts.filter((c) => c.album_id === a.id);
    const cover = imageView(a.cover_upload_id ? covers.get(a.cover_upload_id) : null);
    return {
      id: a.id,
      slug: a.slug,
      title: a.title,
      published: a.published,
      items: mine.reduce((s, c) => s + Number(c.n), 0),
      publishedItems: mine.filter((c) => c.published === 1).reduce((s, c) => s + Number(c.n), 0),
      cover: cover?.sources[0]?.src ?? null,
    };
  });
}

/** The album, or the catalogue's 404. */
/** The albums other than `id`, by title, for "Move to album". */
export async function otherAlbums(id: string): Promise<{ id: string; title: string }[]> {
  return (await listAlbums()).filter((a) => a.id !== id).map((a) => ({ id: a.id, title: a.title }));
}

export async function requireAlbum(id: string): Promise<Album> {
  const album = await getAlbum(id);
  if (!album) throw notFound();
  return album;
}

export async function addAlbum(actor: Actor, title: string): Promise<Album> {
  // Published from the start (issue 11): the public gallery shows an album once it has published items,
  // and the album page says why anything is still hidden.
  const album = await createAlbum({ title, published: true });
  await audit(actor, "album.create", "album", album.id, { title: album.title });
  return album;
}

/** The album list's buttons: move up or down, publish or hide. A missing album is a 404. */
export async function albumListAction(actor: Actor, intent: string, id: string): Promise<Outcome> {
  const album = await requireAlbum(id);
  if (intent === "up" || intent === "down") {
    await moveInList({ table: "albums" }, album.id, intent);
    await audit(actor, "album.move", "album", album.id, { direction: intent });
    return { ok: true, message: `Moved “${album.title}” ${intent}.` };
  }
  if (intent === "publish" || intent === "unpublish") {
    await updateAlbum(album.id, { published: intent === "publish" });
    await audit(actor, `album.${intent}`, "album", album.id);
    return {
      ok: true,
      message: intent === "publish" ? `“${album.title}” is published.` : `“${album.title}” is hidden.`,
    };
  }
  return { ok: false, message: "Unknown action." };
}

/** Title, address, description and published; an address another album uses is refused under its field. */
/** A new order of all albums (after a drag, or the keyboard's move); refused when the page was out of date. */
export async function reorderAlbums(actor: Actor, ids: string[]): Promise<Outcome> {
  if (!(await setListOrder({ table: "albums" }, ids)))
    return { ok: false, message: "The list changed meanwhile. Reload the page and try again." };
  await audit(actor, "album.move", "album", null, { order: ids });
  return { ok: true, message: "Albums reordered." };
}

export async function saveAlbumDetails(actor: Actor, album: Album, value: AlbumInput): Promise<void> {
  const slug = value.slug ?? album.slug;
  if (await slugTaken(slug, album.id))
    throw new AppError("invalid", { field: "slug", message: "Another album already uses this address." });
  await updateAlbum(album.id, { title: value.title, slug, description: value.description, published: value.published });
  await audit(actor, "album.update", "album", album.id, { published: value.published });
}

export async function deleteAlbum(id: string, actor: Actor | null, dataDir: string): Promise<Album | undefined> {
  const album = await getAlbum(id);
  if (!album) return undefined;
  for (const u of await albumUploads(id)) await deleteUpload(u.id, dataDir);
  await deleteAlbumRow(id);
  await deleteTranslations(ALBUM_ENTITY, id);
  await audit(actor, "album.delete", "album", id, { title: album.title });
  return album;
}
