/**
 * Sales on the Insights page (issue 29): from the stored orders, in money —
 * per event and per day, refunds off what is kept, unpaid and out-of-range
 * orders left out — worded in the studio user's language; nothing shown on a
 * site that sells nothing.
 */
import { expect, test } from "vitest";
import { useTestDatabase } from "~tests/setup/db.ts";
import { publishEvent } from "~tests/factories/events.ts";
import { db } from "~/core/db/client.server.ts";
import { newId } from "~/core/db/ids.server.ts";
import { studioTranslatorFor } from "~/core/i18n/studio.server.ts";
import { insertOrder, type Order } from "./data/orders.server.ts";
import { loadSalesPanel } from "./insights-panel.server.ts";

useTestDatabase({ PUBLIC_URL: "https://band.example" });

function order(over: Partial<Order>): Order {
  const at = "2033-03-10T18:00:00.000Z";
  return {
    id: newId(),
    number: `M-${newId().slice(0, 8).toUpperCase()}`,
    kind: "tickets",
    event_id: null,
    date: null,
    email: "fan@example.net",
    name: "Fan",
    language: null,
    state: "paid",
    currency: "EUR",
    total: 3000,
    places: 2,
    vat_rate: 0,
    vat_amount: 0,
    provider: "stripe",
    test_mode: 1,
    provider_ref: null,
    payment_ref: null,
    checkout_url: null,
    hold_until: null,
    fee: null,
    refunded: 0,
    message: "",
    settled: 1,
    created_at: at,
    paid_at: at,
    mailed_at: null,
    updated_at: at,
    ...over,
  };
}

const range = (tr = studioTranslatorFor("en")) => ({
  from: "2033-03-01",
  to: "2033-03-31",
  timeZone: "Europe/Berlin",
  tr,
});

test("a site that has sold nothing and has no provider shows no sales panel", async () => {
  expect(await loadSalesPanel(range())).toBeNull();
});

test("paid orders of the range, per event and per day; refunds come off what is kept; unpaid and other days are not sales", async () => {
  const gig = await publishEvent({ title: "Lantern Hall", startLocal: "2033-04-02T20:00" });
  await insertOrder(db(), order({ event_id: gig.id, date: "2033-04-02" }), []);
  await insertOrder(
    db(),
    order({
      event_id: gig.id,
      total: 1500,
      places: 1,
      refunded: 1500,
      state: "refunded",
      paid_at: "2033-03-11T09:00:00.000Z",
    }),
    [],
  );
  await insertOrder(db(), order({ kind: "support", places: 0, total: 1000, paid_at: "2033-03-11T10:00:00.000Z" }), []);
  await insertOrder(db(), order({ event_id: gig.id, state: "pending", paid_at: null }), []);
  await insertOrder(db(), order({ event_id: gig.id, state: "expired", paid_at: null }), []);
  // 23:30 UTC on the last day is April in Berlin: not in March's figures.
  await insertOrder(db(), order({ event_id: gig.id, paid_at: "2033-03-31T23:30:00.000Z" }), []);
  await insertOrder(db(), order({ event_id: gig.id, paid_at: "2033-02-28T12:00:00.000Z" }), []);

  const panel = await loadSalesPanel(range());
  expect(panel?.title).toBe("Sales");
  expect(panel?.stats).toEqual([
    { label: "Kept (EUR)", value: "€40" },
    { label: "Paid (EUR)", value: "€55" },
    { label: "Tickets sold", value: "3" },
  ]);
  const [perEvent, perDay] = panel!.tables;
  expect(perEvent!.rows).toEqual([
    {
      key: `${gig.id}|EUR`,
      cells: [{ text: "Lantern Hall", href: `/admin/orders?event=${gig.id}` }, "2", "3", "€45", "€15", "€30"],
    },
  ]);
  expect(perDay!.rows.map((r) => r.cells)).toEqual([
    ["Fri 11 Mar", "2", "1", "€25", "€15", "€10"],
    ["Thu 10 Mar", "1", "2", "€30", "€0", "€30"],
  ]);

  // In German for a German studio user.
  const de = await loadSalesPanel(range(studioTranslatorFor("de")));
  expect(de?.title).toBe("Verkäufe");
  expect(de?.tables[1]!.rows[0]!.cells.slice(0, 4)).toEqual(["Fr., 11. März", "2", "1", "25\u00a0€"]);
});
