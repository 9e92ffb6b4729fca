/**
 * How dark the layer over a hero picture must be for white text on it to pass
 * WCAG AA (issue 34, ADR 3401). The picture decides, not a fixed gradient: a
 * dark stage photo needs little, a bright festival sky a lot. Worked out from
 * a small copy of the picture (raw RGB), for the band where the text can sit.
 */

/** A band of the picture: from `top` to `bottom`, as fractions of its height, the whole width. */
export interface Zone {
  top: number;
  bottom: number;
}

/** Where a hero's text sits in every theme that sets it on the picture: the header's row, and the name and its line below. */
export const HERO_ZONES = { top: { top: 0, bottom: 0.16 }, text: { top: 0.3, bottom: 1 } } as const;

const lin = (v: number) => {
  const s = v / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};
/** Relative luminance of a pixel darkened by black at opacity `a` (the browser blends in sRGB: each channel × (1 − a)). */
const darkened = (r: number, g: number, b: number, a: number) =>
  0.2126 * lin(r * (1 - a)) + 0.7152 * lin(g * (1 - a)) + 0.0722 * lin(b * (1 - a));

/** White text on a pixel of luminance `y` has (1 + 0.05) / (y + 0.05); AA for body text is 4.5:1, with a little room. */
const TARGET = 4.6;
const MAX_Y = 1.05 / TARGET - 0.05;

/** The least opacity of black over this pixel that gives white text AA. */
function neededFor(r: number, g: number, b: number): number {
  if (darkened(r, g, b, 0) <= MAX_Y) return 0;
  let [lo, hi] = [0, 1];
  for (let i = 0; i < 14; i++) {
    const mid = (lo + hi) / 2;
    if (darkened(r, g, b, mid) <= MAX_Y) hi = mid;
    else lo = mid;
  }
  return hi;
}

/**
 * The opacity (0–1, two decimals, rounded up) that gives white text AA over all but the brightest
 * `1 − quantile` of the zone's pixels: a pinpoint of light (a lamp, a glint) is smaller than a letter
 * and should not darken the whole picture; text keeps a soft shadow for those.
 */
export function scrimFor(
  pixels: Uint8Array | Buffer,
  width: number,
  height: number,
  zone: Zone,
  quantile = 0.97,
): number {
  const from = Math.floor(zone.top * height);
  const to = Math.max(from + 1, Math.ceil(zone.bottom * height));
  const needs: number[] = [];
  for (let y = from; y < Math.min(to, height); y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      needs.push(neededFor(pixels[i]!, pixels[i + 1]!, pixels[i + 2]!));
    }
  if (needs.length === 0) return 0;
  needs.sort((a, b) => a - b);
  const at = needs[Math.min(needs.length - 1, Math.floor(quantile * needs.length))]!;
  return Math.min(1, Math.ceil(at * 100) / 100);
}
