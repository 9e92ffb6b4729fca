/**
 * Bulk actions on an album's items (issue 27 §3): publish, unpublish, delete,
 * move to another album, set as cover. Each checks that every id belongs to
 * this album — one foreign or vanished id refuses the whole request, and
 * nothing is changed — and writes in one transaction, so it is all or
 * nothing. The audit entries (one per item, as the single buttons write them)
 * follow the commit; files are removed from the store only after it (a file
 * cannot be rolled back, so a failed transaction must not have touched one).
 * ADR 2720.
 */
import type { Transaction } from "kysely";
import type { Database } from "~/core/db/schema.server.ts";
import { type Actor, audit } from "~/core/audit/audit.server.ts";
import { bit, db, nowIso } from "~/core/db/client.server.ts";
import { getAlbum, type Album } from "~/capabilities/media/server/data/albums.server.ts";
import { albumUploads, type Upload } from "~/capabilities/media/server/data/uploads.server.ts";
import { GALLERY_ITEM_ENTITY } from "~/capabilities/media/lib/entities.ts";
import { isInterrupted } from "./ingest.server.ts";
import { removeUploadFiles } from "./storage.server.ts";

export const ALBUM_BULK_INTENTS = ["publish", "unpublish", "delete", "move", "cover"] as const;
export type AlbumBulkIntent = (typeof ALBUM_BULK_INTENTS)[number];

/** Why an item was not published with the others. */
export type HeldReason = "alt" | "processing" | "failed";

export type AlbumBulkOutcome =
  | { ok: true; intent: "publish"; changed: number; held: { name: string; reason: HeldReason }[] }
  | { ok: true; intent: "unpublish" | "delete"; changed: number }
  | { ok: true; intent: "move"; changed: number; target: Album }
  | { ok: true; intent: "cover"; name: string }
  | { ok: false; reason: "none" | "foreign" | "target" | "coverOne" | "coverKind" };

/** The distinct, non-empty ids a form sent (`ids`, one per ticked box). */
export function chosenIds(form: FormData): string[] {
  return [...new Set(form.getAll("ids").map(String).filter(Boolean))];
}

function heldReason(u: Upload): HeldReason | null {
  if (u.state === "failed") return "failed";
  if (u.state !== "ready" || isInterrupted(u)) return "processing";
  if (u.kind === "image" && u.alt.trim() === "") return "alt";
  return null;
}

export async function albumBulk(
  actor: Actor,
  album: Album,
  intent: AlbumBulkIntent,
  ids: readonly string[],
  opts: { targetAlbumId?: string } = {},
): Promise<AlbumBulkOutcome> {
  if (ids.length === 0) return { ok: false, reason: "none" };
  const all = await albumUploads(album.id);
  const byId = new Map(all.map((u) => [u.id, u]));
  if (ids.some((id) => !byId.has(id))) return { ok: false, reason: "foreign" };
  const chosen = ids.map((id) => byId.get(id)!);

  if (intent === "cover") {
    if (chosen.length !== 1) return { ok: false, reason: "coverOne" };
    const u = chosen[0]!;
    if (u.kind !== "image" || u.state !== "ready") return { ok: false, reason: "coverKind" };
    await db()
      .updateTable("albums")
      .set({ cover_upload_id: u.id, updated_at: nowIso() })
      .where("id", "=", album.id)
      .execute();
    await audit(actor, "gallery.album.cover", "album", album.id, { upload: u.id, name: u.original_name });
    return { ok: true, intent, name: u.original_name };
  }

  if (intent === "publish" || intent === "unpublish") {
    const publish = intent === "publish";
    const held: { name: string; reason: HeldReason }[] = [];
    const changing: Upload[] = [];
    for (const u of chosen) {
      const reason = publish ? heldReason(u) : null;
      if (reason) held.push({ name: u.original_name, reason });
      else if (u.published !== publish) changing.push(u);
    }
    const changed = changing.map((u) => u.id);
    if (changed.length)
      await inOneGo(changed.length, (trx) =>
        trx
          .updateTable("uploads")
          .set({ published: bit(publish), updated_at: nowIso() })
          .where("id", "in", changed)
          .where("album_id", "=", album.id)
          .executeTakeFirst()
          .then((r) => Number(r.numUpdatedRows)),
      );
    for (const u of changing)
      await audit(actor, publish ? "gallery.item.publish" : "gallery.item.unpublish", "upload", u.id, {
        name: u.original_name,
        album: album.id,
      });
    return publish
      ? { ok: true, intent, changed: changed.length, held }
      : { ok: true, intent, changed: changed.length };
  }

  if (intent === "move") {
    const target = opts.targetAlbumId ? await getAlbum(opts.targetAlbumId) : undefined;
    if (!target || target.id === album.id) return { ok: false, reason: "target" };
    // In their order in this album, after the target's own items.
    const moving = all.filter((u) => ids.includes(u.id)).map((u) => u.id);
    await inOneGo(moving.length, async (trx) => {
      const last = await trx
        .selectFrom("uploads")
        .select((eb) => eb.fn.max("position").as("max"))
        .where("album_id", "=", target.id)
        .executeTakeFirst();
      let next = last?.max === null || last?.max === undefined ? 0 : Number(last.max) + 1;
      let n = 0;
      for (const id of moving) {
        const r = await trx
          .updateTable("uploads")
          .set({ album_id: target.id, position: next++, updated_at: nowIso() })
          .where("id", "=", id)
          .where("album_id", "=", album.id)
          .executeTakeFirst();
        n += Number(r.numUpdatedRows);
      }
      await trx
        .updateTable("albums")
        .set({ cover_upload_id: null })
        .where("id", "=", album.id)
        .where("cover_upload_id", "in", moving)
        .execute();
      return n;
    });
    for (const u of chosen)
      await audit(actor, "gallery.item.move", "upload", u.id, { name: u.original_name, from: album.id, to: target.id });
    return { ok: true, intent, changed: chosen.length, target };
  }

  // delete: the rows (and what points at them) in one transaction, then the files.
  await inOneGo(ids.length, async (trx) => {
    await trx.updateTable("albums").set({ cover_upload_id: null }).where("cover_upload_id", "in", ids).execute();
    await trx
      .updateTable("media_items")
      .set({ thumbnail_upload_id: null })
      .where("thumbnail_upload_id", "in", ids)
      .execute();
    await trx
      .deleteFrom("translations")
      .where("entity_type", "=", GALLERY_ITEM_ENTITY)
      .where("entity_id", "in", ids)
      .execute();
    const r = await trx
      .deleteFrom("uploads")
      .where("id", "in", ids)
      .where("album_id", "=", album.id)
      .executeTakeFirst();
    return Number(r.numDeletedRows);
  });
  for (const u of chosen) {
    await removeUploadFiles(u);
    await audit(actor, "upload.delete", "upload", u.id, { name: u.original_name, album: album.id });
  }
  return { ok: true, intent, changed: chosen.length };
}

/** Another request moved or deleted one of the chosen items between the check and the write. */
export class StaleChoice extends Error {
  constructor() {
    super("The album changed meanwhile. Reload the page and try again.");
  }
}

/**
 * Runs `write` in one transaction; it answers how many rows it touched, and
 * anything but `expected` (a row another request took meanwhile) rolls it all back.
 */
async function inOneGo(expected: number, write: (trx: Transaction<Database>) => Promise<number>): Promise<void> {
  await db()
    .transaction()
    .execute(async (trx) => {
      if ((await write(trx)) !== expected) throw new StaleChoice();
    });
}
