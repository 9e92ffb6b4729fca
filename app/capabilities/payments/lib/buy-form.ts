/**
 * The Buy form as posted (pure, so every rule is tested directly): per ticket
 * type `qty.<id>` and, for pay-what-you-want, `amount.<id>`; the buyer's name
 * and e-mail. Prices, currency and limits come from our ticket types, never
 * from the form: an amount field for a fixed-price type is ignored, a type of
 * another event or date is refused.
 */
import { MAX_AMOUNT, parseAmount } from "./money.ts";

export interface SellableType {
  id: string;
  name: string;
  price: number;
  currency: string;
  maxPerOrder: number;
  pwyw: boolean;
  pwywMin: number;
}

export interface WantedLine {
  typeId: string;
  name: string;
  quantity: number;
  unitPrice: number;
}

export type BuyErrors = Record<string, string>;

export interface BuyWords {
  none: string;
  quantity: (max: number) => string;
  amount: (min: string) => string;
  currency: string;
  unknownType: string;
}

export const MAX_QUANTITY = 20;

/** The lines wanted, or an error per field (`qty.<id>`, `amount.<id>`, `form`). */
export function readLines(
  form: FormData,
  types: readonly SellableType[],
  words: BuyWords,
  money: (minor: number, currency: string) => string,
): { ok: true; lines: WantedLine[]; currency: string } | { ok: false; errors: BuyErrors } {
  const errors: BuyErrors = {};
  const byId = new Map(types.map((t) => [t.id, t]));
  // A quantity for a type this date does not sell (another event's, a deleted one) is refused, not dropped.
  for (const key of form.keys()) {
    if (key.startsWith("qty.") && !byId.has(key.slice(4))) {
      const v = String(form.get(key) ?? "").trim();
      if (v !== "" && v !== "0") errors.form = words.unknownType;
    }
  }
  const lines: WantedLine[] = [];
  for (const t of types) {
    const raw = String(form.get(`qty.${t.id}`) ?? "").trim();
    if (raw === "" || raw === "0") continue;
    const max = Math.min(t.maxPerOrder, MAX_QUANTITY);
    if (!/^\d{1,3}$/.test(raw) || Number(raw) < 1 || Number(raw) > max) {
      errors[`qty.${t.id}`] = words.quantity(max);
      continue;
    }
    let unitPrice = t.price;
    if (t.pwyw) {
      const typed = String(form.get(`amount.${t.id}`) ?? "").trim();
      const a = typed === "" ? t.price : parseAmount(typed);
      if (a === null || a < t.pwywMin || a > MAX_AMOUNT) {
        errors[`amount.${t.id}`] = words.amount(money(t.pwywMin, t.currency));
        continue;
      }
      unitPrice = a;
    }
    lines.push({ typeId: t.id, name: t.name, quantity: Number(raw), unitPrice });
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  if (!lines.length) return { ok: false, errors: { form: words.none } };
  const currencies = new Set(lines.map((l) => byId.get(l.typeId)!.currency));
  if (currencies.size !== 1) return { ok: false, errors: { form: words.currency } };
  const total = lines.reduce((s, l) => s + l.unitPrice * l.quantity, 0);
  if (total > MAX_AMOUNT) return { ok: false, errors: { form: words.amount(money(MAX_AMOUNT, [...currencies][0]!)) } };
  return { ok: true, lines, currency: [...currencies][0]! };
}
