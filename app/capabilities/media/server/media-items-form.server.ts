/** Reading the studio's media list form: per-item title, description, featured, published. */
import { mediaItemSchema } from "~/capabilities/media/schemas.ts";
import { issuesToErrors, type FieldErrors } from "~/core/validation/forms.ts";
import { type Actor, audit } from "~/core/audit/audit.server.ts";
import { listMediaItems, updateMediaItem } from "~/capabilities/media/server/data/media.server.ts";
import { setMediaPublished } from "./media-admin.server.ts";
import { saveItemTranslations } from "./item-translations.server.ts";
import { MEDIA_ITEM_ENTITY } from "~/capabilities/media/lib/entities.ts";

export type SaveMediaOutcome = { ok: true; changed: number } | { ok: false; errors: FieldErrors };

/** Saves titles and descriptions always; the checkboxes only when `withFlags` (the Save button). */
export async function saveMediaItems(form: FormData, actor: Actor, withFlags: boolean): Promise<SaveMediaOutcome> {
  const items = await listMediaItems();
  const errors: FieldErrors = {};
  const changes: { id: string; title: string; description: string; featured: boolean; published: boolean }[] = [];
  for (const it of items) {
    if (!form.has(`title:${it.id}`)) continue;
    const parsed = mediaItemSchema.safeParse({
      title: form.get(`title:${it.id}`) ?? "",
      description: form.get(`description:${it.id}`) ?? "",
    });
    if (!parsed.success) {
      for (const [k, m] of Object.entries(issuesToErrors(parsed.error.issues))) errors[`${k}:${it.id}`] ??= m;
      continue;
    }
    changes.push({
      id: it.id,
      ...parsed.data,
      featured: withFlags ? form.get(`featured:${it.id}`) === "on" : it.featured,
      published: withFlags ? form.get(`published:${it.id}`) === "on" : it.published,
    });
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  // The titles and descriptions in the site's other languages, sent with the list (issue 15).
  await saveItemTranslations(
    MEDIA_ITEM_ENTITY,
    changes.map((c) => c.id),
    form,
  );
  let changed = 0;
  for (const c of changes) {
    const before = items.find((i) => i.id === c.id)!;
    if (
      before.title === c.title &&
      before.description === c.description &&
      before.featured === c.featured &&
      before.published === c.published
    )
      continue;
    await updateMediaItem(c.id, { title: c.title, description: c.description, featured: c.featured });
    if (before.published !== c.published) await setMediaPublished(before, c.published);
    changed++;
  }
  if (changed) await audit(actor, "media.save", "media_item", null, { changed });
  return { ok: true, changed };
}
