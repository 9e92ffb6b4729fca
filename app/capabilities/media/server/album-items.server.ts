/** Studio operations on the items of one album: texts, publishing, cover, order, retry, delete. Each change is audited here. */
import { itemTextSchema } from "~/capabilities/media/schemas.ts";
import { issuesToErrors, type FieldErrors } from "~/core/validation/forms.ts";
import { type Actor, audit } from "~/core/audit/audit.server.ts";
import type { Outcome } from "~/core/errors.ts";
import { getAlbum, updateAlbum, type Album } from "~/capabilities/media/server/data/albums.server.ts";
import { moveInList, setListOrder } from "~/capabilities/media/server/data/order.server.ts";
import { albumUploads, updateUploadText, type Upload } from "~/capabilities/media/server/data/uploads.server.ts";
import { deleteUpload, isInterrupted, reprocessUpload, resumeUpload } from "./ingest.server.ts";
import { saveItemTranslations } from "./item-translations.server.ts";
import { GALLERY_ITEM_ENTITY } from "~/capabilities/media/lib/entities.ts";
import { uploadUrl } from "./storage.server.ts";
import { imageView } from "./views.server.ts";

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

/** The album's items as the studio lists them. */
export async function adminItems(album: Album): Promise<AdminItem[]> {
  return (await albumUploads(album.id)).map((u) => adminItem(u, album));
}

export type SaveOutcome = { ok: true; published: number; unpublished: number } | { ok: false; errors: FieldErrors };

/**
 * Saves every item's alt text and caption from the form; with `withFlags`
 * also the published checkboxes and the cover. Alt text is required before
 * an image is published (SPEC §5): such an item is reported, nothing is saved.
 */
export async function saveAlbumItems(
  albumId: string,
  form: FormData,
  actor: Actor,
  withFlags: boolean,
): Promise<SaveOutcome> {
  const album = await getAlbum(albumId);
  if (!album) return { ok: false, errors: { _form: "That album no longer exists." } };
  const items = await albumUploads(albumId);
  const errors: FieldErrors = {};
  const changes: { u: Upload; alt: string; caption: string; published: boolean }[] = [];
  for (const u of items) {
    if (!form.has(`alt:${u.id}`) && !form.has(`caption:${u.id}`)) continue;
    const parsed = itemTextSchema.safeParse({
      alt: form.get(`alt:${u.id}`) ?? "",
      caption: form.get(`caption:${u.id}`) ?? "",
    });
    if (!parsed.success) {
      for (const [k, m] of Object.entries(issuesToErrors(parsed.error.issues))) errors[`${k}:${u.id}`] ??= m;
      continue;
    }
    let published = withFlags ? form.get(`published:${u.id}`) === "on" : u.published;
    // A photo hidden only for want of alt text goes public when it gets it (issue 11: defaults that
    // don't hide things); unticking Published afterwards hides it for good. The grid's side panel sends
    // `exact`: its Published box is right beside the alt text and means what it shows (ADR 2721).
    if (
      withFlags &&
      form.get("exact") !== "1" &&
      !published &&
      !u.published &&
      u.kind === "image" &&
      u.state === "ready" &&
      u.alt.trim() === "" &&
      parsed.data.alt !== ""
    )
      published = true;
    if (published && u.kind === "image" && parsed.data.alt === "")
      errors[`alt:${u.id}`] = "Add alt text before publishing: describe the photo for people who can't see it.";
    if (published && u.state !== "ready") errors[`published:${u.id}`] = notReady(u);
    changes.push({ u, alt: parsed.data.alt, caption: parsed.data.caption, published });
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  // The alt texts and captions in the site's other languages, sent with the list (issue 15).
  await saveItemTranslations(
    GALLERY_ITEM_ENTITY,
    changes.map((c) => c.u.id),
    form,
  );
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
  return isInterrupted(u)
    ? "Processing of this file was interrupted. Press “Try again” first."
    : "Wait until this file is processed.";
}

/** Publishes every ready item that has alt text (the others stay as they are). */
export async function publishReadyItems(
  albumId: string,
  actor: Actor,
): Promise<{ published: number; missingAlt: number }> {
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

/** A new order of the album's items (after a drag, or the keyboard's move); refused when the page was out of date. */
export async function reorderAlbumItems(actor: Actor, album: Album, ids: string[]): Promise<Outcome> {
  if (!(await setListOrder({ table: "uploads", albumId: album.id }, ids)))
    return { ok: false, message: "The list changed meanwhile. Reload the page and try again." };
  await audit(actor, "gallery.item.move", "album", album.id, { order: ids });
  return { ok: true, message: "Items reordered." };
}

/** One item's button ("up:ID", "down:ID", "cover:ID", "retry:ID", "delete:ID"): what it did, for the toast. */
export async function albumItemAction(actor: Actor, album: Album, intent: string, dataDir: string): Promise<Outcome> {
  const m = /^(up|down|cover|retry|delete):([\w-]+)$/.exec(intent);
  const item = m ? (await albumUploads(album.id)).find((u) => u.id === m[2]) : undefined;
  if (!m || !item) return { ok: false, message: "Unknown action." };
  const [, verb] = m;
  if (verb === "up" || verb === "down") {
    await moveInList({ table: "uploads", albumId: album.id }, item.id, verb);
    await audit(actor, "gallery.item.move", "upload", item.id, { direction: verb });
    return { ok: true, message: `Moved ${item.original_name} ${verb}.` };
  }
  if (verb === "cover") {
    if (item.kind !== "image" || item.state !== "ready")
      return { ok: false, message: "Only a processed photo can be the cover." };
    await updateAlbum(album.id, { cover_upload_id: item.id });
    await audit(actor, "gallery.album.cover", "album", album.id, { upload: item.id, name: item.original_name });
    return { ok: true, message: `${item.original_name} is the album cover now.` };
  }
  if (verb === "retry") {
    // A failed image is processed again; one a crash left in "processing" is finished the same way.
    const u = isInterrupted(item) ? await resumeUpload(item, dataDir) : await reprocessUpload(item.id, dataDir);
    await audit(actor, "upload.retry", "upload", item.id, { state: u?.state });
    return u?.state === "ready"
      ? { ok: true, message: `${item.original_name} is ready.` }
      : { ok: false, message: `${item.original_name} failed again: ${u?.failure ?? ""}` };
  }
  await deleteUpload(item.id, dataDir);
  await audit(actor, "upload.delete", "upload", item.id, { name: item.original_name, album: album.id });
  return { ok: true, message: `Deleted ${item.original_name}.` };
}
