import { expect, test } from "vitest";
import { localToUtcMs } from "~/core/dates/zoned.ts";
import { ticketOffers } from "./ticket-offers.ts";
import type { TicketLink } from "./tickets.ts";

const tz = "Europe/Berlin";
const at = (local: string) => localToUtcMs(local, tz);
const link = (v: Partial<TicketLink>): TicketLink => ({
  id: "main0001",
  date: null,
  kind: "tickets",
  label: "",
  url: "https://shop.example/1",
  onSale: null,
  offSale: null,
  priceMin: null,
  priceMax: null,
  currency: "",
  note: "",
  ...v,
});
const ctx = { status: "scheduled" as const, tz, pageUrl: "https://band.example/events/show" };
const presale = link({
  id: "presale1",
  kind: "presale",
  label: "Presale",
  url: "https://shop.example/pre",
  onSale: "2025-12-09T10:00",
  offSale: "2025-12-12T10:00",
  priceMin: "12",
  currency: "EUR",
});
const main = link({ onSale: "2025-12-12T10:00", priceMin: "15", priceMax: "20", currency: "EUR" });

test("a link not yet on sale is a PreOrder valid from its on-sale time; a range is an AggregateOffer", () => {
  expect(ticketOffers([presale, main], ctx, at("2025-12-01T00:00"))).toEqual([
    {
      "@type": "Offer",
      name: "Presale",
      url: "https://shop.example/pre",
      price: "12",
      priceCurrency: "EUR",
      availability: "https://schema.org/PreOrder",
      validFrom: "2025-12-09T10:00:00+01:00",
    },
    {
      "@type": "AggregateOffer",
      url: "https://shop.example/1",
      lowPrice: "15",
      highPrice: "20",
      priceCurrency: "EUR",
      availability: "https://schema.org/PreOrder",
      validFrom: "2025-12-12T10:00:00+01:00",
    },
  ]);
});

test("on sale is InStock; an ended presale is no offer; one offer is an object, not a list", () => {
  expect(ticketOffers([presale, main], ctx, at("2025-12-12T10:00"))).toMatchObject({
    "@type": "AggregateOffer",
    availability: "https://schema.org/InStock",
  });
});

test("sold out is SoldOut on every offer; cancelled has none", () => {
  const sold = ticketOffers([presale, main], { ...ctx, status: "sold_out" }, at("2025-12-10T00:00")) as Record<
    string,
    unknown
  >[];
  expect(sold.map((o) => o.availability)).toEqual(["https://schema.org/SoldOut", "https://schema.org/SoldOut"]);
  expect(ticketOffers([main], { ...ctx, status: "cancelled" }, 0)).toBeUndefined();
  expect(ticketOffers([], ctx, 0)).toBeUndefined();
});

test("at the door points at the page; free entry is price 0; a migrated note still gives its plain price", () => {
  expect(ticketOffers([link({ kind: "door", url: "", priceMin: "10", currency: "EUR" })], ctx, 0)).toEqual({
    "@type": "Offer",
    url: "https://band.example/events/show",
    price: "10",
    priceCurrency: "EUR",
    availability: "https://schema.org/InStock",
  });
  expect(ticketOffers([link({ kind: "free", url: "" })], ctx, 0)).toMatchObject({
    price: "0",
    url: "https://band.example/events/show",
  });
  expect(ticketOffers([link({ note: "€15 / €12 concessions" })], ctx, 0)).toMatchObject({
    price: "15",
    priceCurrency: "EUR",
    description: "€15 / €12 concessions",
  });
  // Words that are no plain price give no price (a wrong one is worse than none).
  expect(ticketOffers([link({ note: "Pay what you can" })], ctx, 0)).not.toHaveProperty("price");
});
