import { expect, test } from "vitest";
import { parseHex, textOn } from "./color.ts";

test("button text picks the colour with more contrast", () => {
  expect(textOn("#6d28d9")).toBe("#ffffff");
  expect(textOn("#ffe600")).toBe("#000000");
});

test("bad input falls back instead of breaking the page", () => {
  expect(parseHex("red; } body { display:none")).toBeNull();
});
