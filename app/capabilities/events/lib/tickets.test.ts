import { expect, test } from "vitest";
import { localToUtcMs } from "~/core/dates/zoned.ts";
import { type TicketLink, linksForDate, priceLabel, saleTimeLabel, ticketSummary, ticketsView } from "./tickets.ts";
import { ticketWords } from "./messages.ts";
import { icsTicketLines } from "./ics-events.ts";
import { registerCapabilities } from "~/core/capability.server.ts";
import { translatorFor } from "~/core/i18n/catalogues.server.ts";
import events from "../capability.server.ts";

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
// A show on Saturday 20 December 2025 at 20:00; the presale Tue 9 Dec 10:00 → Fri 12 Dec 10:00, the main sale from Fri 12 Dec 10:00.
const presale = link({
  id: "presale1",
  kind: "presale",
  label: "Fan-club presale",
  url: "https://shop.example/pre",
  onSale: "2025-12-09T10:00",
  offSale: "2025-12-12T10:00",
  priceMin: "12",
  currency: "EUR",
});
const main = link({ id: "main0001", onSale: "2025-12-12T10:00", priceMin: "15", priceMax: "20", currency: "EUR" });
const ctx = { eventId: "ev1", status: "scheduled" as const, tz, endMs: at("2025-12-20T23:00") };

test("before, during and after each sale window: 'On sale …', a button, gone", () => {
  const before = ticketsView([presale, main], ctx, at("2025-12-08T09:00"));
  expect(before.lines.map((l) => [l.label, l.href, l.opens])).toEqual([
    ["Fan-club presale", null, "On sale Tue 10:00 CET"],
    ["Tickets", null, "On sale Fri 10:00 CET"],
  ]);
  expect(before.nextChangeMs).toBe(at("2025-12-09T10:00"));

  const presaleOn = ticketsView([presale, main], ctx, at("2025-12-09T10:00"));
  expect(presaleOn.lines.map((l) => [l.label, l.href, l.opens])).toEqual([
    ["Fan-club presale", "/go/ticket/ev1-presale1", null],
    ["Tickets", null, "On sale Fri 10:00 CET"],
  ]);
  expect(presaleOn.nextChangeMs).toBe(at("2025-12-12T10:00"));

  // The presale that ended disappears; the main sale is on until the show.
  const mainOn = ticketsView([presale, main], ctx, at("2025-12-12T10:00"));
  expect(mainOn.lines.map((l) => [l.label, l.href, l.price])).toEqual([
    ["Tickets", "/go/ticket/ev1-main0001", "€15 – €20"],
  ]);
  expect(mainOn.nextChangeMs).toBeNull();
  // A minute before the end of the presale it is still there.
  expect(ticketsView([presale, main], ctx, at("2025-12-12T09:59")).lines[0]!.href).toBe("/go/ticket/ev1-presale1");
});

test("far ahead the on-sale time names the date; the zone is the event's", () => {
  expect(saleTimeLabel(at("2025-12-12T10:00"), tz, at("2025-11-01T10:00"))).toBe("Fri 12 Dec, 10:00 CET");
  expect(saleTimeLabel(at("2025-07-04T10:00"), tz, at("2025-07-01T10:00"))).toBe("Fri 10:00 CEST");
  const ny = "America/New_York";
  expect(saleTimeLabel(localToUtcMs("2025-12-12T10:00", ny), ny, localToUtcMs("2025-12-10T10:00", ny))).toBe(
    "Fri 10:00 EST",
  );
});

test("the event's status wins: sold out shows only 'Sold out', cancelled and past dates nothing", () => {
  const now = at("2025-12-15T12:00");
  expect(ticketsView([main], { ...ctx, status: "sold_out" }, now)).toEqual({
    soldOut: true,
    lines: [],
    nextChangeMs: null,
  });
  expect(ticketsView([main], { ...ctx, status: "cancelled" }, now).lines).toEqual([]);
  expect(ticketsView([main], ctx, at("2025-12-20T23:00")).lines).toEqual([]);
  // Postponed: tickets stay valid, the buttons stay.
  expect(ticketsView([main], { ...ctx, status: "postponed" }, now).lines[0]!.href).toBe("/go/ticket/ev1-main0001");
  // A change after the show is no change for the page.
  expect(ticketsView([link({ offSale: "2025-12-21T10:00" })], ctx, now).nextChangeMs).toBeNull();
});

test("at the door and free entry are lines without a button; a list row takes the first button, else 'On sale', else the door", () => {
  const door = link({ id: "door0001", kind: "door", url: "", priceMin: "10", currency: "EUR" });
  const free = link({ id: "free0001", kind: "free", url: "" });
  const v = ticketsView([door, free], ctx, at("2025-12-15T12:00"));
  expect(v.lines.map((l) => [l.label, l.href, l.price])).toEqual([
    ["Tickets at the door", null, "€10"],
    ["Free entry", null, ""],
  ]);
  expect(ticketSummary(v)).toEqual({
    href: null,
    label: "Tickets at the door",
    text: "€10",
    soon: false,
    showLabel: true,
  });
  expect(ticketSummary(ticketsView([presale, main, door], ctx, at("2025-12-08T09:00")))).toEqual({
    href: null,
    label: "Fan-club presale",
    text: "On sale Tue 10:00 CET",
    soon: true,
    showLabel: true,
  });
  expect(ticketSummary(ticketsView([door, main], ctx, at("2025-12-15T12:00")))).toEqual({
    href: "/go/ticket/ev1-main0001",
    label: "Tickets",
    text: "€15 – €20",
    soon: false,
    showLabel: true,
  });
  expect(ticketSummary(ticketsView([main], ctx, at("2025-12-08T09:00")))).toMatchObject({
    text: "On sale Fri 10:00 CET",
    showLabel: false,
  });
  expect(ticketSummary(ticketsView([main], { ...ctx, status: "sold_out" }, 0))).toBeNull();
  expect(ticketSummary(ticketsView([], ctx, 0))).toBeNull();
});

test("a date of a series with its own links uses only those; the others use the links for every date", () => {
  const special = link({ id: "special1", date: "2025-12-27", label: "New Year's special" });
  const links = [main, special];
  expect(linksForDate(links, "2025-12-20").map((l) => l.id)).toEqual(["main0001"]);
  expect(linksForDate(links, "2025-12-27").map((l) => l.id)).toEqual(["special1"]);
});

test("prices: one, a range, decimals, free, a note, no currency", () => {
  const p = (v: Partial<TicketLink>) => priceLabel({ priceMin: null, priceMax: null, currency: "", note: "", ...v });
  expect(p({ priceMin: "15", currency: "EUR" })).toBe("€15");
  expect(p({ priceMin: "12.5", priceMax: "20", currency: "EUR" })).toBe("€12.50 – €20.00");
  expect(p({ priceMin: "20", currency: "USD" })).toBe("US$20");
  expect(p({ priceMin: "0" })).toBe("Free");
  expect(p({ priceMin: "15", currency: "GBP", note: "£12 concessions" })).toBe("£15 · £12 concessions");
  expect(p({ note: "Pay what you can" })).toBe("Pay what you can");
  expect(p({})).toBe("");
});

test("in the page's language: the kinds' names, 'On sale …' and the button's screen-reader tail from the catalogue", () => {
  registerCapabilities([events]);
  const de = ticketWords(translatorFor("de").t);
  const door = link({ id: "door0001", kind: "door", url: "", priceMin: "18", currency: "EUR" });
  const v = ticketsView([main, door], ctx, at("2025-12-08T09:00"), "de-DE", de);
  expect(v.lines.map((l) => [l.label, l.opens])).toEqual([
    ["Tickets", "Verkauf ab Fr 10:00 MEZ"],
    ["Abendkasse", null],
  ]);
  // A plain "Tickets" before its sale shows no label of its own, in German too.
  expect(ticketSummary(v, de)).toMatchObject({ text: "Verkauf ab Fr 10:00 MEZ", soon: true, showLabel: false });
  expect(de.forDate("Clubnacht", "Fr., 12. Dez.")).toBe(" für Clubnacht am Fr., 12. Dez.");
  expect(
    ticketsView([door], ctx, at("2025-12-08T09:00"), "fr-FR", ticketWords(translatorFor("fr").t)).lines[0]?.label,
  ).toBe("Billets sur place");
  // A price of nothing is "free" in the page's language too.
  expect(ticketsView([link({ priceMin: "0" })], ctx, at("2025-12-13T09:00"), "de-DE", de).lines[0]?.price).toBe(
    "Kostenlos",
  );
});

test("the calendar feed's ticket lines name an unlabelled link by its kind in the feed's language", () => {
  registerCapabilities([events]);
  const door = link({ id: "door0001", kind: "door", url: "", priceMin: "18", currency: "EUR" });
  const pre = link({ id: "pre00001", kind: "presale", url: "https://shop.example/pre" });
  const e = { tickets: [pre, door], status: "scheduled" as const, tz };
  const now = at("2025-12-08T09:00");
  expect(icsTicketLines(e, "2025-12-20", now, translatorFor("de").t)).toEqual([
    "Vorverkauf: https://shop.example/pre",
    "Abendkasse: €18",
  ]);
  expect(
    icsTicketLines(
      { ...e, tickets: [link({ kind: "free", url: "", priceMin: "0" })] },
      "2025-12-20",
      now,
      translatorFor("de").t,
    ),
  ).toEqual(["Eintritt frei: Kostenlos"]);
  // Without a translator (code outside a request): English.
  expect(icsTicketLines(e, "2025-12-20", now)[0]).toBe("Presale: https://shop.example/pre");
});
