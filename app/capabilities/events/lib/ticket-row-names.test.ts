import { expect, test } from "vitest";
import { registerCapabilities } from "~/core/capability.server.ts";
import { CAPABILITIES } from "~/capabilities/registry.server.ts";
import { studioTranslatorFor } from "~/core/i18n/studio.server.ts";
import { ticketRowNames, type NamedRow } from "./ticket-row-names.ts";

registerCapabilities(CAPABILITIES);
let keys = 0;
const row = (over: Partial<NamedRow>): NamedRow => ({
  key: keys++,
  id: "ab12cd34",
  kind: "tickets",
  label: "",
  price_min: "",
  currency: "",
  empty: false,
  ...over,
});

test("a row is named by its label (or kind) and price, never by its place", () => {
  const { t } = studioTranslatorFor("en");
  expect(
    ticketRowNames(
      [
        row({ label: "Standing", price_min: "18", currency: "EUR" }),
        row({ kind: "presale", price_min: "12.50", currency: "GBP" }),
        row({ kind: "door" }),
        row({ id: "", empty: true }),
      ],
      t,
      "en-GB",
    ),
  ).toEqual([
    "Ticket link: Standing, €18.00",
    "Ticket link: Presale, £12.50",
    "Ticket link: Pay at the door",
    "New ticket link",
  ]);
});

test("two rows of the same name are told apart; a price not yet a number stays as typed; German", () => {
  const { t } = studioTranslatorFor("en");
  expect(ticketRowNames([row({ label: "VIP" }), row({ label: "VIP" })], t, "en-GB")).toEqual([
    "Ticket link: VIP",
    "Ticket link: VIP (2)",
  ]);
  expect(ticketRowNames([row({ price_min: "about 10", currency: "EUR" })], t, "en-GB")).toEqual([
    "Ticket link: Tickets, about 10",
  ]);
  expect(
    ticketRowNames(
      [row({ label: "Stehplatz", price_min: "18", currency: "EUR" })],
      studioTranslatorFor("de").t,
      "de-DE",
    ),
  ).toEqual(["Ticket-Link: Stehplatz, 18,00\u00a0€"]);
});

test("moving a row never renames it: a second row of a name keeps its (2)", () => {
  const { t } = studioTranslatorFor("en");
  const first = row({ id: "", empty: true });
  const second = row({ id: "", empty: true });
  expect(ticketRowNames([first, second], t, "en-GB")).toEqual(["New ticket link", "New ticket link (2)"]);
  expect(ticketRowNames([second, first], t, "en-GB")).toEqual(["New ticket link (2)", "New ticket link"]);
});
