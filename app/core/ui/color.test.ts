import { expect, test } from "vitest";
import { accentCss, contrast, parseHex, readableOn, textOn } from "./color.ts";

const c = (hex: string) => parseHex(hex)!;

test.each(["#ffff00", "#b4235a", "#6d28d9", "#00ff00", "#777777", "#000000", "#ffffff"])(
  "accent %s becomes readable (≥ 4.5:1) on light and dark backgrounds",
  (accent) => {
    expect(contrast(c(readableOn(accent, "#ffffff")), c("#ffffff"))).toBeGreaterThanOrEqual(4.5);
    expect(contrast(c(readableOn(accent, "#131118")), c("#131118"))).toBeGreaterThanOrEqual(4.5);
  },
);

test("an already readable accent is kept as it is", () => {
  expect(readableOn("#6d28d9", "#ffffff")).toBe("#6d28d9");
});

test("button text picks the colour with more contrast", () => {
  expect(textOn("#6d28d9")).toBe("#ffffff");
  expect(textOn("#ffe600")).toBe("#000000");
});

test("bad input falls back instead of breaking the page", () => {
  expect(parseHex("red; } body { display:none")).toBeNull();
  expect(accentCss("</style><script>")).not.toContain("<");
});
