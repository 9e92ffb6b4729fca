/**
 * Accent colours chosen by the owner, made safe for text: the colour is
 * darkened (light theme) or lightened (dark theme) until it reaches WCAG AA
 * contrast (4.5:1) against the page background.
 */
type RGB = [number, number, number];

export function parseHex(hex: string): RGB | null {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return null;
  const n = parseInt(m[1]!, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const toHex = (c: RGB) =>
  "#" +
  c
    .map((v) =>
      Math.round(Math.max(0, Math.min(255, v)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("");

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

function mix(c: RGB, target: RGB, t: number): RGB {
  return [c[0] + (target[0] - c[0]) * t, c[1] + (target[1] - c[1]) * t, c[2] + (target[2] - c[2]) * t];
}

/** The accent adjusted toward black or white until it has 4.5:1 against `bg`. */
export function readableOn(accent: string, bg: string): string {
  const a = parseHex(accent) ?? [109, 40, 217];
  const b = parseHex(bg) ?? [255, 255, 255];
  const target: RGB = luminance(b) > 0.5 ? [0, 0, 0] : [255, 255, 255];
  for (let t = 0; t <= 1.0001; t += 0.05) {
    const c = mix(a, target, t);
    if (contrast(c, b) >= 4.5) return toHex(c);
  }
  return toHex(target);
}

/** Black or white text on a button filled with the accent, whichever contrasts more. */
export function textOn(fill: string): string {
  const f = parseHex(fill) ?? [109, 40, 217];
  return contrast(f, [255, 255, 255]) >= contrast(f, [0, 0, 0]) ? "#ffffff" : "#000000";
}

/**
 * CSS custom properties for the owner's accent, light and dark. Measured
 * against --bg-soft (the footer, notices, the hero), which contrasts less with
 * the accent than --bg in both themes, so links pass AA on either.
 */
export function accentCss(accent: string): string {
  const light = readableOn(accent, "#f5f4f7");
  const dark = readableOn(accent, "#1d1a24");
  return `:root{--accent:${light};--accent-fg:${textOn(light)};--accent-text:${light}}@media (prefers-color-scheme:dark){:root{--accent:${dark};--accent-fg:${textOn(dark)};--accent-text:${dark}}}`;
}
