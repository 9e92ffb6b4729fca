import { expect, test } from "vitest";
import fc from "fast-check";
import { contrast, parseHex } from "~/core/ui/color.ts";
import { accentPair, accentReport, correctAccent } from "./accent.ts";

const ratio = (a: string, b: string) => contrast(parseHex(a)!, parseHex(b)!);

test("a pale accent is darkened on a light page just enough, keeping its hue", () => {
  const fixed = correctAccent("#ffd43b", ["#ffffff", "#f6f4f0"]);
  expect(ratio(fixed, "#ffffff")).toBeGreaterThanOrEqual(4.5);
  expect(ratio(fixed, "#f6f4f0")).toBeGreaterThanOrEqual(4.5);
  expect(ratio(fixed, "#ffffff")).toBeLessThan(5.5);
  const [r, g, b] = parseHex(fixed)!;
  expect(r).toBeGreaterThan(b); // still a yellow-brown, not grey
  expect(g).toBeGreaterThan(b);
});

test("a dark accent is lightened on a dark page; a readable one is left alone", () => {
  const fixed = correctAccent("#3b0764", ["#0c0923", "#161038"]);
  expect(ratio(fixed, "#0c0923")).toBeGreaterThanOrEqual(4.5);
  expect(correctAccent("#7b2d3b", ["#faf6ee", "#f2ebdf"])).toBe("#7b2d3b");
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
        return ratio(p.text, bg!) >= 4.5 && ratio(p.text, surface!) >= 4.5 && ratio(p.fill, p.onFill) >= 4.5;
      },
    ),
  );
});

test("the studio's report says what changed, per scheme", () => {
  const palettes = {
    light: {
      bg: "#ffffff",
      surface: "#f6f4f0",
      fg: "#000",
      muted: "#555",
      border: "#ddd",
      accent: "#000",
      band: "#eee",
      bandFg: "#000",
    },
    dark: {
      bg: "#141413",
      surface: "#1e1d1b",
      fg: "#fff",
      muted: "#aaa",
      border: "#333",
      accent: "#fff",
      band: "#111",
      bandFg: "#fff",
    },
  };
  const [light, dark] = accentReport("#ffd43b", palettes);
  expect(light).toMatchObject({ scheme: "light", before: "#ffd43b", changed: true });
  expect(light!.afterRatio).toBeGreaterThanOrEqual(4.5);
  expect(light!.beforeRatio).toBeLessThan(4.5);
  expect(dark).toMatchObject({ scheme: "dark", after: "#ffd43b", changed: false });
});
