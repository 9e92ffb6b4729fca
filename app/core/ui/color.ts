/**
 * Colour arithmetic for contrast checks (WCAG 2): the themes' accents
 * (core/themes/accent.ts) and the tests that hold palettes to AA.
 */
type RGB = [number, number, number];

export function parseHex(hex: string): RGB | null {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return null;
  const n = parseInt(m[1]!, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function luminance([r, g, b]: RGB): number {
  const ch = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * ch(r) + 0.7152 * ch(g) + 0.0722 * ch(b);
}

export function contrast(a: RGB, b: RGB): number {
  const [l1, l2] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (l1 + 0.05) / (l2 + 0.05);
}

/** Black or white text on a button filled with the accent, whichever contrasts more. */
export function textOn(fill: string): string {
  const f = parseHex(fill) ?? [109, 40, 217];
  return contrast(f, [255, 255, 255]) >= contrast(f, [0, 0, 0]) ? "#ffffff" : "#000000";
}
