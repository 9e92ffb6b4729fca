/**
 * Ticket links through the real page data on both databases (issue 13): a
 * weekly series whose one date has its own link, read at three moments — the
 * event page, its JSON-LD offers, the /events row and home — and the tracked
 * link of each. The clock is passed in (`nowMs`), as the server's now() does.
 */
import { expect, test } from "vitest";
import { useTestDatabase } from "~tests/setup/db.ts";
import { eventValue } from "~tests/factories/events.ts";
import type { TicketLink } from "~/capabilities/events/lib/tickets.ts";
import { createEvent } from "./events.server.ts";
import { eventPageData, eventsListData, homeEventsData } from "./pages.server.ts";
import { publicTicketUrl } from "./tickets.server.ts";

useTestDatabase();
const ORIGIN = "https://band.example";
const link = (v: Partial<TicketLink>): TicketLink => ({
  id: "main0001",
  date: null,
  kind: "tickets",
  label: "",
  url: "https://shop.example/main",
  onSale: null,
  offSale: null,
  priceMin: null,
  priceMax: null,
  currency: "",
  note: "",
  ...v,
});

test("a series: the dates share the main sale, one date has its own link; each shows its state at its time", async () => {
  // Thursdays from 6 June 2052, 20:00 Berlin; the sale opens Mon 3 June 10:00; 27 June is a special with its own shop.
  const e = await createEvent(
    null,
    eventValue({
      title: "Thursday residency",
      startLocal: "2052-06-06T20:00",
      endLocal: "2052-06-06T23:00",
      tz: "Europe/Berlin",
      rule: { freq: "weekly", interval: 1, weekdays: [4], count: 6 },
      tickets: [
        link({ onSale: "2052-06-03T10:00", priceMin: "15", currency: "EUR" }),
        link({
          id: "special1",
          date: "2052-06-27",
          kind: "vip",
          label: "Anniversary night",
          url: "https://shop.example/special",
          priceMin: "30",
          priceMax: "50",
          currency: "EUR",
        }),
      ],
    }),
    { visibility: "published" },
  );

  // Sat 1 June: the shared sale is not open yet; the special date's link is.
  const before = Date.parse("2052-06-01T10:00:00Z");
  const first = (await eventPageData("thursday-residency", "2052-06-06", ORIGIN, before))!;
  expect(first.event.tickets.lines).toMatchObject([
    { label: "Tickets", href: null, opens: "On sale Mon 10:00 CEST", price: "€15" },
  ]);
  expect(first.event.tickets.nextChangeMs).toBe(Date.parse("2052-06-03T08:00:00Z"));
  expect(first.jsonLd.offers).toMatchObject({
    "@type": "Offer",
    availability: "https://schema.org/PreOrder",
    validFrom: "2052-06-03T10:00:00+02:00",
    price: "15",
  });
  const special = (await eventPageData("thursday-residency", "2052-06-27", ORIGIN, before))!;
  expect(special.event.tickets.lines).toMatchObject([
    { label: "Anniversary night", href: `/go/ticket/${e.id}-special1`, price: "€30 – €50" },
  ]);
  expect(special.jsonLd.offers).toMatchObject({
    "@type": "AggregateOffer",
    lowPrice: "30",
    highPrice: "50",
    availability: "https://schema.org/InStock",
  });

  // The list row (the series once, at its next date) and home say when the sale opens.
  const list = await eventsListData(ORIGIN, 1, before);
  expect(list.items.find((i) => i.title === "Thursday residency")?.ticket).toMatchObject({
    href: null,
    text: "On sale Mon 10:00 CEST",
    soon: true,
    showLabel: false,
  });

  // Mon 3 June 10:00 CEST: the buttons, in the list and on home too.
  const open = Date.parse("2052-06-03T08:00:00Z");
  const page = (await eventPageData("thursday-residency", "2052-06-06", ORIGIN, open))!;
  expect(page.event.tickets.lines).toMatchObject([{ href: `/go/ticket/${e.id}-main0001`, opens: null }]);
  expect((await homeEventsData(open)).find((i) => i.title === "Thursday residency")?.ticket).toMatchObject({
    href: `/go/ticket/${e.id}-main0001`,
    forDate: " for Thursday residency on Thu, 6 Jun 2052",
  });

  // After a date: nothing for it; the next date keeps its button.
  const after = Date.parse("2052-06-06T21:30:00Z");
  expect((await eventPageData("thursday-residency", "2052-06-06", ORIGIN, after))!.event.tickets.lines).toEqual([]);

  // Each tracked link leads to its own shop.
  expect(await publicTicketUrl(`${e.id}-special1`)).toBe("https://shop.example/special");
  expect(await publicTicketUrl(`${e.id}-main0001`)).toBe("https://shop.example/main");
});
