/**
 * Before issue 13 an event had one ticket URL and a free price text. The
 * migration (0027-tickets) and the import of an older backup turn them into
 * ticket links the same way, without losing a word:
 *   a URL → a "tickets" link; no URL → "at the door", or "free entry" when the
 *   text says free; a text that is exactly a price ("€15", "EUR 12.50", "10 € at
 *   the door") becomes the link's price and currency, anything else ("€15 /
 *   €12 concessions") stays as the link's note, shown as it was typed.
 */
import { parsePrice } from "./price-text.ts";
import type { TicketLink } from "./tickets.ts";

const FREE = /^(free|free entry|free admission|gratis|kostenlos|eintritt frei)[.!]?$/i;
const DOOR = /\s*(at the door|on the door|abendkasse|an der abendkasse)\s*/i;
// What a plain price is made of besides its number: symbols and codes.
const PRICE_ONLY = /^(?:[€£₹]|US\$|C\$|A\$|NZ\$|[A-Z]{3})?\s*\d+(?:[.,]\d{1,2})?\s*(?:[€£₹]|[A-Z]{3})?$/;

export function ticketsFromLegacy(
  ticketUrl: string | null | undefined,
  priceText: string | null | undefined,
  newId: () => string,
): TicketLink[] {
  const url = (ticketUrl ?? "").trim();
  const text = (priceText ?? "").trim();
  if (!url && !text) return [];
  const free = FREE.test(text);
  const door = DOOR.test(text);
  const kind: TicketLink["kind"] = url ? "tickets" : free ? "free" : "door";
  const bare = text.replace(DOOR, " ").trim();
  const parsed = PRICE_ONLY.test(bare) ? parsePrice(bare) : {};
  const structured = parsed.price !== undefined && parsed.priceCurrency !== undefined;
  return [
    {
      id: newId(),
      date: null,
      kind,
      label: "",
      url: /^https?:\/\//i.test(url) ? url : "",
      onSale: null,
      offSale: null,
      priceMin: structured ? parsed.price! : null,
      priceMax: null,
      currency: structured ? parsed.priceCurrency! : "",
      // Kept as typed unless the kind and the price already say all of it.
      note: structured || (free && !url) || (door && kind === "door" && bare === "") ? "" : text,
    },
  ];
}
