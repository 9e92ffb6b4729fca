import { expect, test } from "vitest";
import { isDemoAddress } from "./address.ts";

test("an address at the demo's domain or below it, however written, is the demo's; others are not", () => {
  expect(isDemoAddress("hello@velvet-lanterns.example")).toBe(true);
  expect(isDemoAddress("  Band <HELLO@Velvet-Lanterns.EXAMPLE>")).toBe(true);
  expect(isDemoAddress("ada@fans.velvet-lanterns.example")).toBe(true);
  expect(isDemoAddress("ada@velvet-lanterns.example.org")).toBe(false);
  expect(isDemoAddress("ada@notvelvet-lanterns.example")).toBe(false);
  expect(isDemoAddress("velvet-lanterns.example")).toBe(false);
});
