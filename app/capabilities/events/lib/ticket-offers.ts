/**
 * schema.org `offers` for one date's ticket links (issue 13), with the
 * properties Google documents for an Event's offers: url, price (or lowPrice
 * and highPrice for a range: an AggregateOffer), priceCurrency, availability
 * and validFrom (docs/decisions/0108-ticket-links.md).
 *
 *   sold out (the event's status)      → SoldOut
 *   before the link's on-sale time     → PreOrder, validFrom = the on-sale time
 *   on sale, at the door, free entry   → InStock
 *   ended links and cancelled events   → no offer
 */
import { isoWithOffset, localToUtcMs } from "~/core/dates/zoned.ts";
import { parsePrice } from "./price-text.ts";
import type { EventStatus } from "./model.ts";
import { type TicketLink, phaseOf } from "./tickets.ts";

type Json = Record<string, unknown>;

const SCHEMA = "https://schema.org/";

export interface OffersContext {
  status: EventStatus;
  tz: string;
  /** The event (or date) page: an offer without a shop of its own points there. */
  pageUrl: string;
}

function linkOffer(l: TicketLink, c: OffersContext, nowMs: number): Json | null {
  const phase = phaseOf(l, c.tz, nowMs);
  if (phase === "ended") return null;
  const availability = c.status === "sold_out" ? "SoldOut" : phase === "soon" ? "PreOrder" : "InStock";
  // A migrated price text without a plain price still gives one when it plainly has it ("€15 / €12 concessions").
  const fallback = l.priceMin === null ? (l.kind === "free" ? { price: "0" } : parsePrice(l.note)) : {};
  const currency = l.currency || fallback.priceCurrency;
  const range = l.priceMin !== null && l.priceMax !== null && l.priceMax !== l.priceMin;
  const offer: Json = {
    "@type": range ? "AggregateOffer" : "Offer",
    ...(l.label.trim() ? { name: l.label.trim() } : {}),
    url: l.url || c.pageUrl,
    ...(range
      ? { lowPrice: l.priceMin, highPrice: l.priceMax }
      : l.priceMin !== null
        ? { price: l.priceMin }
        : fallback.price !== undefined
          ? { price: fallback.price }
          : {}),
    ...(currency ? { priceCurrency: currency } : {}),
    availability: `${SCHEMA}${availability}`,
    ...(l.onSale ? { validFrom: isoWithOffset(localToUtcMs(l.onSale, c.tz), c.tz) } : {}),
    ...(l.note.trim() ? { description: l.note.trim() } : {}),
  };
  return offer;
}

/** The `offers` value: one object, a list, or undefined when nothing is offered. */
export function ticketOffers(links: readonly TicketLink[], c: OffersContext, nowMs: number): Json | Json[] | undefined {
  if (c.status === "cancelled") return undefined;
  const offers = links.flatMap((l) => {
    const o = linkOffer(l, c, nowMs);
    return o ? [o] : [];
  });
  return offers.length === 0 ? undefined : offers.length === 1 ? offers[0] : offers;
}
