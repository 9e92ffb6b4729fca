/**
 * OKLCH, the perceptual colour space the accent is adapted in (ADR 3400):
 * lightness moves with hue and chroma held, and equal steps of lightness look
 * equal whatever the hue. Conversions after Björn Ottosson's
 * Oklab; colours outside sRGB are brought in by lowering chroma at the same
 * lightness and hue. Browser-safe and dependency-free (the studio previews live).
 */
export type RGB = [number, number, number];
export interface Oklch {
  l: number;
  c: number;
  /** Degrees; meaningless when `c` is ~0. */
  h: number;
}

const lin = (v: number) => {
  const s = v / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};
const gam = (v: number) => 255 * (v <= 0.0031308 ? 12.92 * v : 1.055 * v ** (1 / 2.4) - 0.055);

export function toOklch([r8, g8, b8]: RGB): Oklch {
  const [r, g, b] = [lin(r8), lin(g8), lin(b8)];
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  const L = 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s;
  const A = 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s;
  const B = 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s;
  return { l: L, c: Math.hypot(A, B), h: ((Math.atan2(B, A) * 180) / Math.PI + 360) % 360 };
}

/** Linear sRGB of an OKLCH colour, unclamped (components outside 0–1 are out of gamut). */
function linear({ l: L, c, h }: Oklch): RGB {
  const A = c * Math.cos((h * Math.PI) / 180);
  const B = c * Math.sin((h * Math.PI) / 180);
  const l = (L + 0.3963377774 * A + 0.2158037573 * B) ** 3;
  const m = (L - 0.1055613458 * A - 0.0638541728 * B) ** 3;
  const s = (L - 0.0894841775 * A - 1.291485548 * B) ** 3;
  return [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ];
}

const inGamut = (c: RGB) => c.every((v) => v >= -1e-4 && v <= 1 + 1e-4);

/** The colour in sRGB (0–255): chroma lowered at the same lightness and hue until it fits. */
export function fromOklch(color: Oklch): RGB {
  let c = color;
  if (!inGamut(linear(c))) {
    let [lo, hi] = [0, color.c];
    for (let i = 0; i < 24; i++) {
      const mid = (lo + hi) / 2;
      if (inGamut(linear({ ...color, c: mid }))) lo = mid;
      else hi = mid;
    }
    c = { ...color, c: lo };
  }
  return linear(c).map((v) => Math.max(0, Math.min(255, gam(Math.max(0, Math.min(1, v)))))) as RGB;
}

export const rgbHex = (c: RGB) => "#" + c.map((v) => Math.round(v).toString(16).padStart(2, "0")).join("");
