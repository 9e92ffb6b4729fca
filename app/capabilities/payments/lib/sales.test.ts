import { expect, test } from "vitest";
import { summariseSales, type SaleRow } from "./sales.ts";

const row = (over: Partial<SaleRow>): SaleRow => ({
  kind: "tickets",
  event_id: "e1",
  currency: "EUR",
  total: 2000,
  refunded: 0,
  places: 2,
  paid_at: "2026-11-10T12:00:00.000Z",
  ...over,
});

test("sums per currency, per day and per event; refunds come off the net, support has no event", () => {
  const r = summariseSales(
    [
      row({}),
      row({ total: 1000, places: 1, refunded: 1000, paid_at: "2026-11-11T09:00:00.000Z" }),
      row({ event_id: "e2", total: 4500, places: 3, refunded: 1500 }),
      row({ kind: "support", event_id: null, total: 700, places: 0 }),
      row({ currency: "CHF", total: 3000, places: 1 }),
    ],
    "2026-11-01",
    "2026-11-30",
    "Europe/Berlin",
  );
  expect(r.totals).toEqual([
    { currency: "EUR", orders: 4, tickets: 6, gross: 8200, refunded: 2500, net: 5700 },
    { currency: "CHF", orders: 1, tickets: 1, gross: 3000, refunded: 0, net: 3000 },
  ]);
  expect(r.days.map((d) => [d.day, d.currency, d.gross, d.net])).toEqual([
    ["2026-11-11", "EUR", 1000, 0],
    ["2026-11-10", "CHF", 3000, 3000],
    ["2026-11-10", "EUR", 7200, 5700],
  ]);
  expect(r.events.map((e) => [e.eventId, e.currency, e.orders, e.tickets, e.gross])).toEqual([
    ["e2", "EUR", 1, 3, 4500],
    ["e1", "CHF", 1, 1, 3000],
    ["e1", "EUR", 2, 3, 3000],
  ]);
});

test("the day is the site's: 23:30 UTC on the 30th is the 1st in Berlin, outside a November range", () => {
  const late = row({ paid_at: "2026-11-30T23:30:00.000Z" });
  expect(summariseSales([late], "2026-11-01", "2026-11-30", "Europe/Berlin").totals).toEqual([]);
  expect(summariseSales([late], "2026-11-01", "2026-11-30", "UTC").totals[0]?.gross).toBe(2000);
  expect(summariseSales([late], "2026-12-01", "2026-12-01", "Europe/Berlin").days[0]?.day).toBe("2026-12-01");
});
