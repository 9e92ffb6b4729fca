import { expect, test } from "vitest";
import { parseStoredTickets, ticketFormValues, ticketRows } from "./ticket-rows.ts";
import { ticketsFromLegacy } from "./legacy-tickets.ts";
import { registerCapabilities } from "~/core/capability.server.ts";
import { studioTranslatorFor } from "~/core/i18n/studio.server.ts";
import events from "../capability.server.ts";

registerCapabilities([events]);
/** The rows' messages in English (the studio catalogue). */
const tr = studioTranslatorFor("en");

const rows = (cols: Record<string, string[]>, dates: Set<string> | null = null) =>
  ticketRows(Object.fromEntries(Object.entries(cols).map(([k, v]) => [`ticket_${k}`, v])), dates, tr.t);

test("rows become links in their order; empty rows are no rows; ids are kept or made", () => {
  const r = rows({
    id: ["presale1", "", "", ""],
    kind: ["presale", "tickets", "tickets", "door"],
    label: [" Fan club ", "", "", ""],
    url: ["https://shop.example/pre", "https://shop.example/1", "", ""],
    on_sale: ["2025-12-09T10:00", "2025-12-12T10:00:00", "", ""],
    off_sale: ["2025-12-12T10:00", "", "", ""],
    price_min: ["12,50", "15", "", "10"],
    price_max: ["", "20.00", "", ""],
    currency: ["eur", "EUR", "EUR", "EUR"],
    note: ["", "", "", ""],
  });
  expect(r.errors).toEqual([]);
  expect(r.links).toMatchObject([
    {
      id: "presale1",
      kind: "presale",
      label: "Fan club",
      onSale: "2025-12-09T10:00",
      offSale: "2025-12-12T10:00",
      priceMin: "12.5",
      priceMax: null,
      currency: "EUR",
    },
    { kind: "tickets", onSale: "2025-12-12T10:00", priceMin: "15", priceMax: "20" },
    { kind: "door", url: "", priceMin: "10", currency: "EUR" },
  ]);
  expect(r.links[1]!.id).toMatch(/^[a-z0-9]{8}$/);
});

test("each bad field gets its message under its own row (SPEC §5)", () => {
  const r = rows({
    kind: ["tickets", "vip", "tickets", "tickets"],
    url: ["javascript:alert(1)", "", "https://shop.example/1", "https://shop.example/2"],
    on_sale: ["", "2025-12-12T10:00", "tomorrow", "2025-12-12T10:00"],
    off_sale: ["", "2025-12-12T09:00", "", ""],
    price_min: ["", "20", "15", "abc"],
    price_max: ["", "10", "", ""],
    currency: ["", "", "", ""],
  });
  expect(r.errors.map((e) => `${e.field}.${e.row}: ${e.message}`)).toEqual([
    "ticket_url.0: Enter a web address, like tickets.example.com/show.",
    "ticket_url.1: Enter the link where tickets are sold.",
    "ticket_off_sale.1: Sales must end after they start.",
    "ticket_price_max.1: The highest price can't be below the lowest.",
    "ticket_currency.1: Choose the currency.",
    "ticket_on_sale.2: Enter a date and time, e.g. 05/12/2026 20:00.",
    "ticket_currency.2: Choose the currency.",
    "ticket_price_min.3: Enter a price such as 15 or 12.50.",
  ]);
});

test("a link for one date must name a date of the series", () => {
  const dates = new Set(["2025-12-20", "2025-12-27"]);
  expect(rows({ url: ["https://s.example/"], date: ["2025-12-27"] }, dates).links[0]!.date).toBe("2025-12-27");
  expect(rows({ url: ["https://s.example/"], date: ["2025-12-28"] }, dates).errors[0]).toMatchObject({
    field: "ticket_date",
    row: 0,
  });
  expect(rows({ url: ["https://s.example/"], date: ["2025-12-27"] }, null).errors[0]).toMatchObject({
    field: "ticket_date",
    row: 0,
  });
});

test("a copied row's id is made new, so two links never share a click counter", () => {
  const r = rows({ id: ["same0001", "same0001"], url: ["https://s.example/1", "https://s.example/2"] });
  expect(r.links[0]!.id).toBe("same0001");
  expect(r.links[1]!.id).not.toBe("same0001");
});

test("stored JSON round-trips through the form; damaged JSON or rows are left out", () => {
  const links = rows({
    id: ["main0001"],
    url: ["https://s.example/1"],
    price_min: ["15"],
    currency: ["EUR"],
    note: ["€12 concessions"],
  }).links;
  const stored = parseStoredTickets(JSON.stringify(links));
  expect(stored).toEqual(links);
  expect(
    rows(Object.fromEntries(Object.entries(ticketFormValues(stored)).map(([k, v]) => [k.slice(7), v]))).links,
  ).toEqual(links);
  expect(parseStoredTickets("not json")).toEqual([]);
  expect(parseStoredTickets(JSON.stringify([{ id: "x" }, { ...links[0], url: "javascript:alert(1)" }]))).toMatchObject([
    { id: "main0001", url: "" },
  ]);
});

test("the one ticket URL and price text of before become a link without losing a word", () => {
  const id = () => "abcd1234";
  expect(ticketsFromLegacy("https://t.example/1", "€15", id)).toMatchObject([
    { kind: "tickets", url: "https://t.example/1", priceMin: "15", currency: "EUR", note: "" },
  ]);
  expect(ticketsFromLegacy("https://t.example/1", "€15 / €12 concessions", id)).toMatchObject([
    { kind: "tickets", priceMin: null, note: "€15 / €12 concessions" },
  ]);
  expect(ticketsFromLegacy("", "€10 at the door", id)).toMatchObject([
    { kind: "door", priceMin: "10", currency: "EUR", note: "" },
  ]);
  expect(ticketsFromLegacy("", "Free", id)).toMatchObject([{ kind: "free", note: "" }]);
  expect(ticketsFromLegacy("", "EUR 12.50", id)).toMatchObject([{ kind: "door", priceMin: "12.50", currency: "EUR" }]);
  expect(ticketsFromLegacy("", "Pay what you can", id)).toMatchObject([{ kind: "door", note: "Pay what you can" }]);
  expect(ticketsFromLegacy("", "", id)).toEqual([]);
});
