/**
 * Money as integers of minor units (cents) with an ISO 4217 code. Only
 * currencies with two decimals that both providers take are offered, so
 * "12.50" ↔ 1250 holds for every amount we store (ADR 2900).
 */

export const CURRENCIES = ["EUR", "USD", "GBP", "CHF", "SEK", "NOK", "DKK", "PLN", "CZK", "CAD", "AUD", "NZD"] as const;
export type Currency = (typeof CURRENCIES)[number];

export const isCurrency = (c: string): c is Currency => (CURRENCIES as readonly string[]).includes(c);

/** The most one order or support payment may be, minor units (a typo guard, not a provider limit). */
export const MAX_AMOUNT = 1_000_000;

/** 1250 → "12.50" (Mollie's `value`, CSV cells). */
export function toDecimal(minor: number): string {
  const sign = minor < 0 ? "-" : "";
  const a = Math.abs(Math.trunc(minor));
  return `${sign}${Math.floor(a / 100)}.${String(a % 100).padStart(2, "0")}`;
}

/** "12.50", "12,5", "12" → 1250; null for anything else (no signs, no thousands separators, ≤ 2 decimals). */
export function parseAmount(text: string): number | null {
  const m = /^\s*(\d{1,7})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? "0").padEnd(2, "0"));
}

const formats = new Map<string, Intl.NumberFormat>();

/** 1250, "EUR" → "€12.50" in `locale` (whole amounts without decimals: "€15"). */
export function formatMoney(minor: number, currency: string, locale = "en"): string {
  const whole = minor % 100 === 0;
  const key = `${locale}|${currency}|${whole}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, {
      style: "currency",
      currency,
      ...(whole ? { maximumFractionDigits: 0 } : { minimumFractionDigits: 2 }),
    });
    formats.set(key, f);
  }
  return f.format(minor / 100);
}

/** The VAT inside a gross amount at `rateBp` basis points (1900 = 19 %), rounded half up to the cent. */
export function vatIncluded(gross: number, rateBp: number): number {
  if (rateBp <= 0) return 0;
  return Math.round((gross * rateBp) / (10_000 + rateBp));
}

/** "19 %" from 1900; "7.5 %" from 750. */
export const rateLabel = (bp: number) => `${(bp / 100).toString()} %`;
