/**
 * The press kit (issue 14): saved and its private link rotated here (checked
 * and audited), stored by server/data/press.server.ts; who may see it is
 * decided here too — an empty kit is the 404 page, and so is a private one
 * without its link's key.
 */
import { timingSafeEqual } from "node:crypto";
import { type Actor, audit } from "~/core/audit/audit.server.ts";
import { notFound } from "~/core/http/errors.server.ts";
import { imageOriginals } from "~/capabilities/media/index.server.ts";
import type { PressFormValue } from "~/capabilities/press/lib/form.ts";
import { type PressKit, pressKitHasContent } from "~/capabilities/press/lib/model.ts";
import { newPressToken, readPressKit, writePressKit } from "./data/press.server.ts";
import { saveTranslations } from "~/core/i18n/content.server.ts";
import { PRESS_KIT_ENTITY } from "~/capabilities/press/lib/model.ts";

export { readPressKit };

/** Saves the form. Photos must be ready, published images (with alt text): others are left out. */
export async function savePressKit(actor: Actor, v: PressFormValue): Promise<PressKit> {
  const before = await readPressKit();
  const usable = await imageOriginals(v.photos.map((p) => p.id));
  const photos = v.photos.filter((p) => usable.has(p.id));
  const { translations, ...kit } = v;
  await writePressKit({ ...kit, photos, token: before.token });
  // The biographies and quotes in the site's other languages (issue 15): an empty one falls back to the kit's own.
  if (translations) await saveTranslations(PRESS_KIT_ENTITY, "1", translations);
  await audit(actor, "press.update", "press_kit", "1", {
    visibility: v.visibility,
    photos: photos.length,
    quotes: v.quotes.length,
    ...(translations ? { languages: Object.keys(translations) } : {}),
  });
  return readPressKit();
}

/** A new private link: the old key stops working at once. */
export async function rotatePressToken(actor: Actor): Promise<PressKit> {
  const k = await readPressKit();
  await writePressKit({ ...k, token: newPressToken() });
  await audit(actor, "press.rotate", "press_kit", "1");
  return readPressKit();
}

function sameKey(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** May a visitor with this `?key=` see the kit? Public: always; private: only with the current key. */
export function pressKitVisible(k: PressKit, key: string | null): boolean {
  if (!pressKitHasContent(k)) return false;
  return k.visibility === "public" || (key !== null && sameKey(key, k.token));
}

/** The kit a visitor may see (the press page, its downloads), or the 404 page. */
export async function visiblePressKit(key: string | null): Promise<PressKit> {
  const k = await readPressKit();
  if (!pressKitVisible(k, key)) throw notFound();
  return k;
}
