/**
 * Choosing an image for something that isn't in the gallery: the hero image
 * (settings) and event images. Same pipeline, same serving; these helpers
 * give a picker its choices and check what a form sends back.
 */
import type { ImageView } from "~/capabilities/media/lib/view.ts";
import {
  getUploads,
  recentImages,
  updateUploadText,
  type Upload,
} from "~/capabilities/media/server/data/uploads.server.ts";
import { ALT_MAX } from "~/capabilities/media/schemas.ts";
import { imageView } from "./views.server.ts";
import type { Translator } from "~/core/i18n/translator.ts";

export interface PickerImage {
  id: string;
  src: string;
  alt: string;
  width: number;
  height: number;
  /** False for a picture uploaded without alt text: hidden from visitors until it has one. */
  published: boolean;
}

/** Ready images to choose from (newest first), always including `current`. */
export async function imageChoices(current?: string | null, limit = 60): Promise<PickerImage[]> {
  const list = await recentImages(limit);
  if (current && !list.some((u) => u.id === current)) {
    const c = (await getUploads([current])).get(current);
    if (c) list.unshift(c);
  }
  return list
    .map((u) => {
      const v = imageView(u);
      return v
        ? {
            id: u.id,
            src: v.sources[0]?.src ?? v.src,
            alt: u.alt,
            width: v.width,
            height: v.height,
            published: u.published,
          }
        : null;
    })
    .filter((x): x is PickerImage => x !== null);
}

/**
 * The image id a form field holds: the id of a ready image upload, null for
 * "no image" (an empty value), or undefined when the field is absent or names
 * something that isn't a usable image (the caller keeps what it had).
 */
export async function pickedImageId(form: FormData, field: string): Promise<string | null | undefined> {
  if (!form.has(field)) return undefined;
  const raw = String(form.get(field) ?? "").trim();
  if (raw === "") return null;
  const u = (await getUploads([raw])).get(raw);
  if (!u || u.kind !== "image" || u.state !== "ready") return undefined;
  await applyPickedAlt(form, field, u);
  return u.id;
}

/**
 * The alt text the picker asks for next to a picture just uploaded
 * (`<field>_alt`, issue 11): saved with the form that uses the picture, and
 * the picture becomes public with it (an image is public only with alt text,
 * SPEC §5). An empty one changes nothing: the picker says the picture stays
 * hidden until it has one.
 */
async function applyPickedAlt(form: FormData, field: string, u: Upload): Promise<void> {
  const alt = String(form.get(`${field}_alt`) ?? "")
    .trim()
    .slice(0, ALT_MAX);
  if (!alt || (alt === u.alt && u.published)) return;
  await updateUploadText(u.id, { alt, published: true });
}

/**
 * The save's message for a picked picture that has no alt text and gets none with this save, under the
 * picker's alt field (`<field>_alt`), or none. Such a picture is never shown to visitors (SPEC §5): the
 * form says so where the field is, instead of saving and leaving the site without it (issue 25).
 */
export async function pickedAltErrors(
  form: FormData,
  field: string,
  t: Translator["t"],
): Promise<Record<string, string>> {
  const raw = String(form.get(field) ?? "").trim();
  if (!raw || String(form.get(`${field}_alt`) ?? "").trim()) return {};
  const u = (await getUploads([raw])).get(raw);
  if (!u || u.kind !== "image" || u.state !== "ready" || u.alt.trim()) return {};
  return { [`${field}_alt`]: t("media.studio.picker.altRequired") };
}

/** Public image data for ids (event pages, lists); only published, ready images. */
export async function imageViews(ids: readonly (string | null | undefined)[]): Promise<Map<string, ImageView>> {
  const uploads = await getUploads(ids.filter((x): x is string => !!x));
  const out = new Map<string, ImageView>();
  for (const [id, u] of uploads) {
    const v = u.published ? imageView(u) : null;
    if (v) out.set(id, v);
  }
  return out;
}

/** For the settings form: the hero image change, if the field was sent. */
export async function heroImagePatch(form: FormData): Promise<{ hero_upload_id?: string | null }> {
  const id = await pickedImageId(form, "hero_upload_id");
  return id === undefined ? {} : { hero_upload_id: id };
}
