import { expect, test } from "vitest";
import { typeStep } from "./tokens.ts";

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
