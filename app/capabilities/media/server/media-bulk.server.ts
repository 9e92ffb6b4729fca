/**
 * Bulk actions on the media items (issue 27 §3): publish, unpublish, delete.
 * As on an album (album-bulk.server.ts, ADR 2720): every id must be a media
 * item — one unknown id refuses the whole request — the rows are written in
 * one transaction, then audited one by one as the single buttons are, and
 * files leave the store only after the commit.
 */
import { type Actor, audit } from "~/core/audit/audit.server.ts";
import { bit, db, nowIso } from "~/core/db/client.server.ts";
import { MEDIA_ITEM_ENTITY } from "~/capabilities/media/lib/entities.ts";
import { getUploads } from "~/capabilities/media/server/data/uploads.server.ts";
import { StaleChoice } from "./album-bulk.server.ts";
import { removeUploadFiles } from "./storage.server.ts";

export const MEDIA_BULK_INTENTS = ["publish", "unpublish", "delete"] as const;
export type MediaBulkIntent = (typeof MEDIA_BULK_INTENTS)[number];

export type MediaBulkOutcome =
  | { ok: true; intent: MediaBulkIntent; changed: number }
  | { ok: false; reason: "none" | "foreign" };

export async function mediaBulk(
  actor: Actor,
  intent: MediaBulkIntent,
  ids: readonly string[],
): Promise<MediaBulkOutcome> {
  if (ids.length === 0) return { ok: false, reason: "none" };
  const rows = await db().selectFrom("media_items").selectAll().where("id", "in", ids).execute();
  if (rows.length !== ids.length) return { ok: false, reason: "foreign" };
  const files = rows.flatMap((r) => [r.thumbnail_upload_id, r.upload_id]).filter((x): x is string => !!x);

  if (intent === "publish" || intent === "unpublish") {
    const publish = intent === "publish";
    const changing = rows.filter((r) => (r.published === 1) !== publish);
    const changed = changing.map((r) => r.id);
    const own = changing.map((r) => r.upload_id).filter((x): x is string => !!x);
    if (changed.length)
      await db()
        .transaction()
        .execute(async (trx) => {
          const r = await trx
            .updateTable("media_items")
            .set({ published: bit(publish), updated_at: nowIso() })
            .where("id", "in", changed)
            .executeTakeFirst();
          if (Number(r.numUpdatedRows) !== changed.length) throw new StaleChoice();
          // An uploaded recording's file is public with its item (as setMediaPublished does for one).
          if (own.length)
            await trx
              .updateTable("uploads")
              .set({ published: bit(publish), updated_at: nowIso() })
              .where("id", "in", own)
              .execute();
        });
    for (const r of changing) await audit(actor, `media.${intent}`, "media_item", r.id, { title: r.title });
    return { ok: true, intent, changed: changed.length };
  }

  const uploads = await getUploads(files);
  await db()
    .transaction()
    .execute(async (trx) => {
      await trx
        .deleteFrom("translations")
        .where("entity_type", "=", MEDIA_ITEM_ENTITY)
        .where("entity_id", "in", ids)
        .execute();
      const r = await trx.deleteFrom("media_items").where("id", "in", ids).executeTakeFirst();
      if (Number(r.numDeletedRows) !== ids.length) throw new StaleChoice();
      if (files.length) {
        await trx.updateTable("albums").set({ cover_upload_id: null }).where("cover_upload_id", "in", files).execute();
        await trx.deleteFrom("uploads").where("id", "in", files).execute();
      }
    });
  for (const u of uploads.values()) await removeUploadFiles(u);
  for (const r of rows) await audit(actor, "media.delete", "media_item", r.id, { title: r.title });
  return { ok: true, intent, changed: rows.length };
}
