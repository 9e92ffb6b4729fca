import { expect, test } from "vitest";
import { formatMoney, parseAmount, toDecimal, vatIncluded } from "./money.ts";

test("amounts go to minor units and back exactly", () => {
  expect(parseAmount("12.50")).toBe(1250);
  expect(parseAmount("12,5")).toBe(1250);
  expect(parseAmount(" 7 ")).toBe(700);
  expect(parseAmount("0.01")).toBe(1);
  for (const bad of ["", "-1", "1e3", "12.345", "1,000.00", "abc", "12.", "99999999"])
    expect(parseAmount(bad)).toBe(null);
  expect(toDecimal(1250)).toBe("12.50");
  expect(toDecimal(5)).toBe("0.05");
  expect(toDecimal(100000)).toBe("1000.00");
});

test("VAT inside a gross price, rounded to the cent", () => {
  expect(vatIncluded(11900, 1900)).toBe(1900);
  expect(vatIncluded(1000, 1900)).toBe(160); // 159.66 → 160
  expect(vatIncluded(1000, 0)).toBe(0);
  expect(vatIncluded(1070, 700)).toBe(70);
});

test("money reads as the locale writes it", () => {
  expect(formatMoney(1500, "EUR", "en")).toBe("€15");
  expect(formatMoney(1250, "EUR", "de")).toBe("12,50\u00a0€");
});
