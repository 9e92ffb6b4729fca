import { expect, test } from "vitest";
import { readLines, type BuyWords, type SellableType } from "./buy-form.ts";

const words: BuyWords = {
  none: "none",
  quantity: (max) => `qty ${max}`,
  amount: (min) => `min ${min}`,
  currency: "currency",
  unknownType: "unknown",
};
const money = (n: number, c: string) => `${n} ${c}`;
const types: SellableType[] = [
  { id: "std", name: "Standing", price: 1500, currency: "EUR", maxPerOrder: 4, pwyw: false, pwywMin: 0 },
  { id: "sup", name: "Supporter", price: 2500, currency: "EUR", maxPerOrder: 2, pwyw: true, pwywMin: 2000 },
];
const form = (entries: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(entries)) f.append(k, v);
  return f;
};

test("prices come from our types: a posted price, currency or amount for a fixed type is ignored", () => {
  const r = readLines(
    form({ "qty.std": "2", "amount.std": "0.01", currency: "USD", "price.std": "1" }),
    types,
    words,
    money,
  );
  expect(r).toEqual({
    ok: true,
    currency: "EUR",
    lines: [{ typeId: "std", name: "Standing", quantity: 2, unitPrice: 1500 }],
  });
});

test("pay what you want: at least the minimum, the suggested price when left empty", () => {
  expect(readLines(form({ "qty.sup": "1", "amount.sup": "30" }), types, words, money)).toMatchObject({
    ok: true,
    lines: [{ unitPrice: 3000 }],
  });
  expect(readLines(form({ "qty.sup": "1" }), types, words, money)).toMatchObject({
    ok: true,
    lines: [{ unitPrice: 2500 }],
  });
  expect(readLines(form({ "qty.sup": "1", "amount.sup": "19.99" }), types, words, money)).toEqual({
    ok: false,
    errors: { "amount.sup": "min 2000 EUR" },
  });
});

test("tampered quantities and types of another event are refused with a message", () => {
  for (const q of ["-1", "5", "1.5", "1e1", "abc"])
    expect(readLines(form({ "qty.std": q }), types, words, money)).toEqual({
      ok: false,
      errors: { "qty.std": "qty 4" },
    });
  expect(readLines(form({ "qty.other-event": "1", "qty.std": "1" }), types, words, money)).toEqual({
    ok: false,
    errors: { form: "unknown" },
  });
  expect(readLines(form({}), types, words, money)).toEqual({ ok: false, errors: { form: "none" } });
});
