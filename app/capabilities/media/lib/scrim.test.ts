import { expect, test } from "vitest";
import { contrast } from "~/core/ui/color.ts";
import { scrimFor } from "./scrim.ts";

/** A picture of one colour, `w` × `h`, with an optional band of another. */
function picture(w: number, h: number, base: number[], band?: { from: number; to: number; rgb: number[] }) {
  const px = new Uint8Array(w * h * 3);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const c = band && y >= band.from * h && y < band.to * h ? band.rgb : base;
      px.set(c, (y * w + x) * 3);
    }
  return px;
}
const under = (rgb: number[], a: number) => rgb.map((v) => v * (1 - a)) as [number, number, number];

test("a dark stage photo needs no layer; a bright sky needs one that brings white text to AA", () => {
  expect(scrimFor(picture(40, 20, [30, 20, 50]), 40, 20, { top: 0.3, bottom: 1 })).toBe(0);
  const sky = [200, 220, 255];
  const a = scrimFor(picture(40, 20, sky), 40, 20, { top: 0.3, bottom: 1 });
  expect(a).toBeGreaterThan(0.4);
  expect(contrast([255, 255, 255], under(sky, a))).toBeGreaterThanOrEqual(4.5);
  // Not darker than needed: a hundredth less fails.
  expect(contrast([255, 255, 255], under(sky, a - 0.02))).toBeLessThan(4.6);
});

test("only the zone counts: a bright band above the text leaves the layer under it light", () => {
  const px = picture(40, 20, [20, 20, 30], { from: 0, to: 0.25, rgb: [250, 250, 250] });
  expect(scrimFor(px, 40, 20, { top: 0.3, bottom: 1 })).toBe(0);
  expect(scrimFor(px, 40, 20, { top: 0, bottom: 0.16 })).toBeGreaterThan(0.5);
});

test("a few bright pixels (a lamp) do not darken the whole picture; a bright third does", () => {
  const w = 50;
  const h = 20;
  const lamp = picture(w, h, [25, 20, 40]);
  for (let i = 0; i < 5; i++) lamp.set([255, 250, 240], ((12 + i) * w + 10) * 3);
  expect(scrimFor(lamp, w, h, { top: 0.3, bottom: 1 })).toBe(0);
  const third = picture(w, h, [25, 20, 40], { from: 0.6, to: 0.85, rgb: [240, 230, 200] });
  expect(scrimFor(third, w, h, { top: 0.3, bottom: 1 })).toBeGreaterThan(0.4);
});
