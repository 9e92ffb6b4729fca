/**
 * The owner's accent, adapted so that it passes WCAG AA wherever a theme uses
 * it, and keeps its character (issue 34, ADR 3400). Two roles:
 *
 * - **fill** (buttons, play buttons, colour blocks): the colour exactly as
 *   chosen, with black or white text on it, whichever contrasts more — one of
 *   the two always reaches 4.58:1, so a gold stays gold on a light theme, with
 *   dark text on it.
 * - **text** (links, dates, small labels on the page): the same hue in OKLCH,
 *   its lightness moved only as far as 4.5:1 against the page and the cards
 *   needs, chroma kept as far as sRGB allows.
 *
 * Before, one corrected colour served both roles, so every button, play
 * button and colour block of a light theme wore the darkened text colour: a
 * gold became a muddy olive-brown.
 *
 * Browser-safe: the studio shows the pair live.
 */
import { contrast, parseHex, textOn } from "~/core/ui/color.ts";
import { fromOklch, rgbHex, toOklch, type RGB } from "./oklch.ts";
import type { Palette } from "./types.ts";

export interface AccentPair {
  /** Button fills, colour blocks, active markers: the chosen colour. */
  fill: string;
  /** Text on `fill`: black or white. */
  onFill: string;
  /** Links and accent text on the page and on cards. */
  text: string;
}

/** The accent as text on `backgrounds`: its own colour when it reads, else the nearest lightness of its hue that does. */
export function accentText(accent: string, backgrounds: readonly string[]): string {
  const a = parseHex(accent);
  const bgs = backgrounds.map((b) => parseHex(b)).filter((b): b is RGB => b !== null);
  if (!a || bgs.length === 0) return accent;
  // Judged as it will be written (#rrggbb): rounding can take a hair off the ratio.
  const passes = (hex: string) => bgs.every((b) => contrast(parseHex(hex)!, b) >= 4.5);
  if (passes(rgbHex(a))) return rgbHex(a);
  const darkPage = contrast(bgs[0]!, [0, 0, 0]) < contrast(bgs[0]!, [255, 255, 255]);
  const o = toOklch(a);
  for (let step = 1; step <= 200; step++) {
    const l = Math.max(0, Math.min(1, o.l + (darkPage ? 1 : -1) * step * 0.005));
    const hex = rgbHex(fromOklch({ ...o, l }));
    if (passes(hex)) return hex;
  }
  return darkPage ? "#ffffff" : "#000000";
}

export function accentPair(accent: string, p: Pick<Palette, "bg" | "surface">): AccentPair {
  const rgb = parseHex(accent);
  const fill = rgb ? rgbHex(rgb) : accent;
  return { fill, onFill: textOn(fill), text: accentText(accent, [p.bg, p.surface]) };
}

const ratioOf = (a: string, b: string) => contrast(parseHex(a)!, parseHex(b)!);

/**
 * What the studio shows per scheme: the pair on the theme's page, each with its ratio, and whether the text
 * colour moved. `accent` null: each scheme's own accent (the theme's).
 */
export function accentReport(accent: string | null, palettes: Record<"light" | "dark", Palette>) {
  return (["light", "dark"] as const).map((scheme) => {
    const p = palettes[scheme];
    const chosen = accent ?? p.accent;
    const pair = accentPair(chosen, p);
    return {
      scheme,
      bg: p.bg,
      surface: p.surface,
      fg: p.fg,
      ...pair,
      fillRatio: ratioOf(pair.fill, pair.onFill),
      textRatio: Math.min(ratioOf(pair.text, p.bg), ratioOf(pair.text, p.surface)),
      beforeRatio: parseHex(chosen) ? ratioOf(pair.fill, p.bg) : 0,
      changed: pair.text !== pair.fill,
    };
  });
}
