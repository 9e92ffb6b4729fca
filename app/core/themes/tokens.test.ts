import { expect, test } from "vitest";

import { fontFacesCss, fontPreloads, LATIN_EXT_RANGE, LATIN_RANGE } from "./fonts.ts";
import { resolveScheme, themeTokensCss, typeStep } from "./tokens.ts";
import type { ThemeManifest } from "./types.ts";

/** Evaluates a clamp(min rem, a rem + b vw, max rem) at a viewport width, in px. */
function at(css: string, viewport: number): number {
  const m = /^clamp\(([\d.]+)rem,([-\d.]+)rem \+ ([-\d.]+)vw,([\d.]+)rem\)$/.exec(css)!;
  const [min, a, b, max] = [Number(m[1]) * 16, Number(m[2]) * 16, Number(m[3]), Number(m[4]) * 16];
  return Math.min(max, Math.max(min, a + (b * viewport) / 100));
}

test("a type step grows from its phone size at 320 px to its full size at 1280 px", () => {
  const step = typeStep(1.36, 5);
  expect(at(step, 320)).toBeCloseTo(16 * Math.sqrt(1.36) ** 5, 0);
  expect(at(step, 1280)).toBeCloseTo(16 * 1.36 ** 5, 0);
  expect(at(step, 800)).toBeGreaterThan(at(step, 320));
  expect(at(step, 800)).toBeLessThan(at(step, 1280));
  expect(typeStep(1.36, 1)).toBe("1.360rem");
});

const theme: ThemeManifest = {
  name: "t",
  label: "T",
  description: "",
  audience: "",
  preview: "/p.webp",
  scheme: "dark",
  palettes: {
    light: {
      bg: "#ffffff",
      surface: "#f5f5f5",
      fg: "#111111",
      muted: "#555555",
      border: "#dddddd",
      accent: "#ffd43b",
      band: "#eeeeee",
      bandFg: "#111111",
    },
    dark: {
      bg: "#0c0c0e",
      surface: "#16161a",
      fg: "#f4f1ea",
      muted: "#aaa59d",
      border: "#2d2c32",
      accent: "#ff5b37",
      band: "#131316",
      bandFg: "#f4f1ea",
    },
  },
  fonts: [
    {
      family: "Display",
      role: "display",
      generic: "sans-serif",
      files: [{ weight: 600, latin: "/a/d-latin.woff2", latinExt: "/a/d-ext.woff2" }],
      fallback: { local: ["Arial"], sizeAdjust: "81%", ascent: "146%", descent: "35%" },
    },
    {
      family: "Body",
      role: "body",
      generic: "serif",
      files: [{ weight: 400, latin: "/a/b-latin.woff2", latinExt: "/a/b-ext.woff2" }],
      fallback: { local: ["Times New Roman"], sizeAdjust: "118%", ascent: "88%", descent: "28%" },
    },
  ],
  type: { displayWeight: 600, displayCase: "uppercase", displayTracking: 0.01, displayLeading: 0.95, ratio: 1.36 },
  radius: { sm: 2, md: 3, lg: 4 },
  shadow: "none",
};

test("fonts: the display face swaps in, the body face is optional (no late re-wrap), Latin and Latin Extended by unicode-range, a metric-adjusted fallback per family, the display face preloaded", () => {
  const css = fontFacesCss(theme);
  expect(css.match(/font-family:"Display";[^}]*font-display:swap/g)).toHaveLength(2);
  expect(css.match(/font-family:"Body";[^}]*font-display:optional/g)).toHaveLength(2);
  expect(css).not.toMatch(/font-family:"Body";[^}]*font-display:swap/);
  expect(css).toContain(`src:url(/a/d-latin.woff2) format("woff2");unicode-range:${LATIN_RANGE}`);
  expect(css).toContain(`src:url(/a/d-ext.woff2) format("woff2");unicode-range:${LATIN_EXT_RANGE}`);
  expect(css).toContain(
    'font-family:"Display fallback";src:local("Arial");size-adjust:81%;ascent-override:146%;descent-override:35%',
  );
  expect(fontPreloads(theme)).toEqual(["/a/d-latin.woff2"]);
});

test("tokens: one scheme, or both switched by the visitor's preference; the owner's accent corrected for each", () => {
  expect(resolveScheme(theme, "theme")).toBe("dark");
  expect(resolveScheme(theme, "auto")).toBe("auto");
  const dark = themeTokensCss(theme, { scheme: "dark", accent: null });
  expect(dark).toContain("color-scheme:dark;--bg:#0c0c0e");
  expect(dark).toContain('--font-display:"Display","Display fallback",sans-serif');
  expect(dark).not.toContain("prefers-color-scheme");
  const auto = themeTokensCss(theme, { scheme: "auto", accent: "#ffd43b" });
  expect(auto).toMatch(/^:root\{.*--bg:#ffffff.*\}@media \(prefers-color-scheme:dark\)\{:root\{.*--bg:#0c0c0e.*\}\}$/);
  // Pale yellow can't be text on white: it is darkened there, and kept on the dark page.
  expect(auto).not.toMatch(/--accent-text:#ffd43b.*@media/);
  expect(auto).toMatch(/@media.*--accent-text:#ffd43b/);
});
