/**
 * The hero's overlay strengths (lib/scrim.ts), read from the picture's smallest
 * WebP variant. Worked out once per picture and process: the answer depends on
 * the pixels only, and a picture's variants never change under the same id.
 */
import sharp from "sharp";
import { getBuffer } from "~/core/storage/store.server.ts";
import { storage } from "~/core/storage/storage.server.ts";
import { logWarn } from "~/core/log.server.ts";
import type { CardImageView } from "~/capabilities/media/lib/view.ts";
import { HERO_ZONES, scrimFor } from "~/capabilities/media/lib/scrim.ts";

export interface HeroScrim {
  /** Over the header's row (a theme that lays the header on the picture). */
  top: number;
  /** Over the band where the name, the line and the buttons sit. */
  text: number;
}

const known = new Map<string, HeroScrim>();

/** Null when the picture cannot be read (the page falls back to its theme's fixed layer). */
export async function heroScrim(image: CardImageView): Promise<HeroScrim | null> {
  const key = image.widths.length ? `${image.stem}${image.widths[0]}.webp` : image.src;
  const hit = known.get(key);
  if (hit) return hit;
  try {
    const bytes = await getBuffer(storage(), key.replace(/^\//, ""));
    if (!bytes) return null;
    const { data, info } = await sharp(bytes)
      .resize({ width: 64 })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const scrim = {
      top: scrimFor(data, info.width, info.height, HERO_ZONES.top),
      text: scrimFor(data, info.width, info.height, HERO_ZONES.text),
    };
    if (known.size > 50) known.clear();
    known.set(key, scrim);
    return scrim;
  } catch (e) {
    logWarn(`hero overlay: ${key} could not be read (${String(e)})`);
    return null;
  }
}
