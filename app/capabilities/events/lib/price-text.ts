/**
 * A plain price out of free text, for structured data and for turning the
 * price text events had before ticket links into a link's price
 * (lib/legacy-tickets.ts). Pure, with no imports: migrations load it.
 */

// Only unambiguous symbols: a bare "$" or "kr" could be one of several
// currencies, and a wrong currency is worse than none.
const SYMBOLS: Record<string, string> = {
  "€": "EUR",
  "£": "GBP",
  "₹": "INR",
  US$: "USD",
  C$: "CAD",
  A$: "AUD",
  NZ$: "NZD",
};
const CODE = /\b(EUR|USD|GBP|CHF|CAD|AUD|NZD|SEK|NOK|DKK|PLN|CZK|JPY|INR)\b/i;

/**
 * A number and currency out of free price text, when it plainly has one:
 * "€15", "15 €", "EUR 12.50", "US$10 / US$8 concessions" (the first price), "Free".
 * Anything else gives {} and the text still goes out as the offer's description.
 */
export function parsePrice(text: string | null | undefined): { price?: string; priceCurrency?: string } {
  const t = (text ?? "").trim();
  if (!t) return {};
  if (/^(free|free entry|free admission|gratis|kostenlos|eintritt frei)\b/i.test(t)) return { price: "0" };
  const num = /(\d+(?:[.,]\d{1,2})?)/.exec(t);
  if (!num) return {};
  const code = CODE.exec(t)?.[1]?.toUpperCase();
  const symbol = Object.keys(SYMBOLS).find((s) => t.includes(s));
  const currency = code ?? (symbol ? SYMBOLS[symbol] : undefined);
  if (!currency) return {};
  return { price: num[1]!.replace(",", "."), priceCurrency: currency };
}
