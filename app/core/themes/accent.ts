/**
 * The owner's accent, corrected so that it passes WCAG AA wherever a theme
 * uses it (issue 10): as text or a button on the page and on cards (≥ 4.5:1
 * against both), and with the text on a filled button (≥ 4.5:1). The colour is
 * moved toward black on light pages and toward white on dark ones, keeping
 * its hue, only as far as needed. Browser-safe: the studio shows the
 * before/after live.
 */
import { contrast, parseHex, textOn } from "~/core/ui/color.ts";
import type { Palette } from "./types.ts";

export interface AccentPair {
  /** Button fills, active markers. */
  fill: string;
  /** Text on `fill`: black or white. */
  onFill: string;
  /** Links and accent text on the page. */
  text: string;
}

type RGB = [number, number, number];
const hex = (c: RGB) =>
  "#" +
  c
    .map((v) =>
      Math.round(Math.max(0, Math.min(255, v)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("");
const mix = (c: RGB, t: RGB, k: number): RGB => [
  c[0] + (t[0] - c[0]) * k,
  c[1] + (t[1] - c[1]) * k,
  c[2] + (t[2] - c[2]) * k,
];

/** The smallest step from `accent` toward black or white that reaches 4.5:1 on every background given and carries readable text. */
export function correctAccent(accent: string, backgrounds: readonly string[]): string {
  const a = parseHex(accent);
  const bgs = backgrounds.map((b) => parseHex(b)).filter((b): b is RGB => b !== null);
  if (!a || bgs.length === 0) return accent;
  const dark = contrast(bgs[0]!, [0, 0, 0]) < contrast(bgs[0]!, [255, 255, 255]);
  const target: RGB = dark ? [255, 255, 255] : [0, 0, 0];
  const passes = (c: RGB) =>
    bgs.every((b) => contrast(c, b) >= 4.5) && Math.max(contrast(c, [255, 255, 255]), contrast(c, [0, 0, 0])) >= 4.5;
  for (let step = 0; step <= 50; step++) {
    // Judged as it will be written (#rrggbb): rounding can take a hair off the ratio.
    const c = hex(mix(a, target, step / 50));
    if (passes(parseHex(c)!)) return c;
  }
  return hex(target);
}

export function accentPair(accent: string, p: Pick<Palette, "bg" | "surface">): AccentPair {
  const fixed = correctAccent(accent, [p.bg, p.surface]);
  return { fill: fixed, onFill: textOn(fixed), text: fixed };
}

/** What the studio shows: the chosen colour, what each scheme of the theme will use, and the ratios. */
export function accentReport(accent: string, palettes: Record<"light" | "dark", Palette>) {
  return (["light", "dark"] as const).map((scheme) => {
    const p = palettes[scheme];
    const pair = accentPair(accent, p);
    const a = parseHex(pair.text)!;
    const before = parseHex(accent);
    return {
      scheme,
      before: accent,
      after: pair.text,
      changed: pair.text.toLowerCase() !== accent.toLowerCase(),
      beforeRatio: before ? contrast(before, parseHex(p.bg)!) : 0,
      afterRatio: contrast(a, parseHex(p.bg)!),
      onFill: pair.onFill,
      bg: p.bg,
    };
  });
}
