import { expect, test } from "vitest";
import fc from "fast-check";
import { contrast, parseHex } from "~/core/ui/color.ts";
import { toOklch } from "./oklch.ts";
import { accentPair, accentReport, accentText } from "./accent.ts";

const ratio = (a: string, b: string) => contrast(parseHex(a)!, parseHex(b)!);
const hueOf = (hex: string) => toOklch(parseHex(hex)!).h;
const hueGap = (a: number, b: number) => Math.min(Math.abs(a - b), 360 - Math.abs(a - b));

test("a gold stays gold on a light theme: the fill as chosen with dark text, the text colour the same hue, darker", () => {
  const p = accentPair("#d4a017", { bg: "#faf6ec", surface: "#f1e9d6" });
  expect(p.fill).toBe("#d4a017");
  expect(p.onFill).toBe("#000000");
  expect(ratio(p.text, "#faf6ec")).toBeGreaterThanOrEqual(4.5);
  expect(ratio(p.text, "#f1e9d6")).toBeGreaterThanOrEqual(4.5);
  // Just enough: not pushed much past AA.
  expect(ratio(p.text, "#f1e9d6")).toBeLessThan(5);
  expect(hueGap(hueOf(p.text), hueOf("#d4a017"))).toBeLessThan(2);
});

test("a dark accent is lightened on a dark page, keeping its hue; a readable one is left alone", () => {
  const text = accentText("#5b21b6", ["#0c0923", "#161038"]);
  expect(ratio(text, "#0c0923")).toBeGreaterThanOrEqual(4.5);
  expect(hueGap(hueOf(text), hueOf("#5b21b6"))).toBeLessThan(3);
  expect(accentText("#7b2d3b", ["#faf6ee", "#f2ebdf"])).toBe("#7b2d3b");
});

test("any accent on any theme background passes AA both ways: as text on the page and with text on it", () => {
  const hex = fc
    .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
    .map((c) => "#" + c.map((v) => v.toString(16).padStart(2, "0")).join(""));
  fc.assert(
    fc.property(
      hex,
      fc.constantFrom(["#ffffff", "#f6f4f0"], ["#0c0c0e", "#16161a"], ["#fbf6ea", "#f3ead5"], ["#0c0923", "#161038"]),
      (accent, [bg, surface]) => {
        const p = accentPair(accent, { bg: bg!, surface: surface! });
        return (
          p.fill === accent &&
          ratio(p.text, bg!) >= 4.5 &&
          ratio(p.text, surface!) >= 4.5 &&
          ratio(p.fill, p.onFill) >= 4.5
        );
      },
    ),
  );
});

test("the studio's report gives the pair and its ratios per scheme, and says when the text colour moved", () => {
  const palette = (bg: string, surface: string) => ({
    bg,
    surface,
    fg: "#000",
    muted: "#555",
    border: "#ddd",
    accent: "#000",
    band: "#eee",
    bandFg: "#000",
  });
  const [light, dark] = accentReport("#ffd43b", {
    light: palette("#ffffff", "#f6f4f0"),
    dark: palette("#141413", "#1e1d1b"),
  });
  expect(light).toMatchObject({ scheme: "light", fill: "#ffd43b", onFill: "#000000", changed: true });
  expect(light!.textRatio).toBeGreaterThanOrEqual(4.5);
  expect(light!.beforeRatio).toBeLessThan(4.5);
  expect(dark).toMatchObject({ scheme: "dark", fill: "#ffd43b", text: "#ffd43b", changed: false });
});
