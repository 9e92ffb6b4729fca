/** Studio operations on albums and their items. */
import { itemTextSchema } from "~/capabilities/media/schemas.ts";
import { issuesToErrors, type FieldErrors } from "~/core/validation/forms.ts";
import { type Actor, audit } from "~/core/audit/audit.server.ts";
import { deleteAlbumRow, getAlbum, listAlbums, updateAlbum, type Album } from "~/capabilities/media/server/data/albums.server.ts";
import { db } from "~/core/db/client.server.ts";
import { albumUploads, getUploads, reorderUploads, updateUploadText, type Upload } from "~/capabilities/media/server/data/uploads.server.ts";
import { deleteUpload, isInterrupted } from "./ingest.server.ts";
import { uploadUrl } from "./storage.server.ts";
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

export interface AdminItem {
  id: string;
  kind: string;
  name: string;
  state: string;
  failure: string | null;
  /** Still "processing" long after any upload would have finished: a crash cut it off, and "Try again" finishes it. */
  interrupted: boolean;
  alt: string;
  caption: string;
  published: boolean;
  cover: boolean;
  thumb: string | null;
  width: number | null;
  height: number | null;
}

export function adminItem(u: Upload, album: Pick<Album, "cover_upload_id">): AdminItem {
  const v = imageView(u);
  return {
    id: u.id,
    kind: u.kind,
    name: u.original_name,
    state: u.state,
    failure: u.failure,
    interrupted: isInterrupted(u),
    alt: u.alt,
    caption: u.caption,
    published: u.published,
    cover: album.cover_upload_id === u.id,
    thumb: v?.sources[0]?.src ?? (u.poster_path ? uploadUrl(u.poster_path) : null),
    width: u.width,
    height: u.height,
  };
}

export type SaveOutcome = { ok: true; published: number; unpublished: number } | { ok: false; errors: FieldErrors };

/**
 * Saves every item's alt text and caption from the form; with `withFlags`
 * also the published checkboxes and the cover. Alt text is required before
 * an image is published (SPEC §5): such an item is reported, nothing is saved.
 */
export async function saveAlbumItems(albumId: string, form: FormData, actor: Actor, withFlags: boolean): Promise<SaveOutcome> {
  const album = await getAlbum(albumId);
  if (!album) return { ok: false, errors: { _form: "That album no longer exists." } };
  const items = await albumUploads(albumId);
  const errors: FieldErrors = {};
  const changes: { u: Upload; alt: string; caption: string; published: boolean }[] = [];
  for (const u of items) {
    if (!form.has(`alt:${u.id}`) && !form.has(`caption:${u.id}`)) continue;
    const parsed = itemTextSchema.safeParse({ alt: form.get(`alt:${u.id}`) ?? "", caption: form.get(`caption:${u.id}`) ?? "" });
    if (!parsed.success) {
      for (const [k, m] of Object.entries(issuesToErrors(parsed.error.issues))) errors[`${k}:${u.id}`] ??= m;
      continue;
    }
    const published = withFlags ? form.get(`published:${u.id}`) === "on" : u.published;
    if (published && u.kind === "image" && parsed.data.alt === "") errors[`alt:${u.id}`] = "Add alt text before publishing: describe the photo for people who can't see it.";
    if (published && u.state !== "ready") errors[`published:${u.id}`] = notReady(u);
    changes.push({ u, alt: parsed.data.alt, caption: parsed.data.caption, published });
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  let published = 0;
  let unpublished = 0;
  for (const c of changes) {
    if (c.alt === c.u.alt && c.caption === c.u.caption && c.published === c.u.published) continue;
    await updateUploadText(c.u.id, { alt: c.alt, caption: c.caption, published: c.published });
    if (c.published && !c.u.published) published++;
    if (!c.published && c.u.published) unpublished++;
  }
  if (withFlags) {
    const cover = String(form.get("cover") ?? "");
    const next = items.some((u) => u.id === cover && u.kind === "image") ? cover : album.cover_upload_id;
    if (next !== album.cover_upload_id) await updateAlbum(albumId, { cover_upload_id: next });
  }
  await audit(actor, "gallery.items.save", "album", albumId, { items: changes.length, published, unpublished });
  return { ok: true, published, unpublished };
}

function notReady(u: Upload): string {
  if (u.state === "failed") return "This file failed to process and can't be published.";
  return isInterrupted(u) ? "Processing of this file was interrupted. Press “Try again” first." : "Wait until this file is processed.";
}

/** Publishes every ready item that has alt text (the others stay as they are). */
export async function publishReadyItems(albumId: string, actor: Actor): Promise<{ published: number; missingAlt: number }> {
  const items = await albumUploads(albumId);
  let published = 0;
  let missingAlt = 0;
  for (const u of items) {
    if (u.published || u.state !== "ready") continue;
    if (u.kind === "image" && u.alt.trim() === "") {
      missingAlt++;
      continue;
    }
    await updateUploadText(u.id, { published: true });
    published++;
  }
  await audit(actor, "gallery.items.publish", "album", albumId, { published, missingAlt });
  return { published, missingAlt };
}

export async function moveItem(albumId: string, id: string, direction: "up" | "down"): Promise<boolean> {
  const ids = (await albumUploads(albumId)).map((u) => u.id);
  const i = ids.indexOf(id);
  const j = direction === "up" ? i - 1 : i + 1;
  if (i < 0 || j < 0 || j >= ids.length) return false;
  [ids[i], ids[j]] = [ids[j]!, ids[i]!];
  await reorderUploads(ids);
  return true;
}

export async function deleteAlbum(id: string, actor: Actor | null, dataDir: string): Promise<Album | undefined> {
  const album = await getAlbum(id);
  if (!album) return undefined;
  for (const u of await albumUploads(id)) await deleteUpload(u.id, dataDir);
  await deleteAlbumRow(id);
  await audit(actor, "album.delete", "album", id, { title: album.title });
  return album;
}
