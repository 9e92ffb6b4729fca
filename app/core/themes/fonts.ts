/**
 * A theme's fonts as CSS (ADR 0505): one @font-face per file and subset —
 * Latin and Latin Extended, each with its unicode-range, so a page downloads
 * Latin Extended only when its text needs it — and a metric-adjusted local
 * fallback face per family.
 *
 * The display face (preloaded: the hero's name) swaps in. The body face is
 * `font-display: optional`: it is found only once the page is laid out, and
 * swapping it in late re-wraps lines whose width the fallback matches only
 * to a few pixels (Lighthouse measured 0.016–0.022 CLS on /events and an
 * album). A first visit on a slow link keeps the fallback for that page; the
 * next page has the font from the cache.
 */
import type { ThemeFont, ThemeManifest } from "./types.ts";

/** Google Fonts' ranges, which @fontsource's files are cut to. */
export const LATIN_RANGE =
  "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD";
export const LATIN_EXT_RANGE =
  "U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF";

export const fallbackFamily = (family: string) => `${family} fallback`;

export const fontDisplay = (f: ThemeFont) => (f.role === "display" ? "swap" : "optional");

function faces(f: ThemeFont): string {
  const out: string[] = [];
  for (const file of f.files) {
    for (const [src, range] of [
      [file.latinExt, LATIN_EXT_RANGE],
      [file.latin, LATIN_RANGE],
    ] as const) {
      out.push(
        `@font-face{font-family:"${f.family}";font-style:${file.style ?? "normal"};font-weight:${file.weight};font-display:${fontDisplay(f)};src:url(${src}) format("woff2");unicode-range:${range}}`,
      );
    }
  }
  const fb = f.fallback;
  out.push(
    `@font-face{font-family:"${fallbackFamily(f.family)}";src:${fb.local.map((l) => `local("${l}")`).join(",")};size-adjust:${fb.sizeAdjust};ascent-override:${fb.ascent};descent-override:${fb.descent};line-gap-override:0%}`,
  );
  return out.join("");
}

export function fontFacesCss(theme: ThemeManifest): string {
  return theme.fonts.map(faces).join("");
}

/** The files to preload: the display face's Latin file(s) — the hero's name is the page's largest text. */
export function fontPreloads(theme: ThemeManifest): string[] {
  const display = theme.fonts.find((f) => f.role === "display");
  return display ? display.files.slice(0, 1).map((f) => f.latin) : [];
}
