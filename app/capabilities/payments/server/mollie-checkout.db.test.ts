/**
 * Issue 29 through the local Mollie contract server (HTTPS, its official
 * client) with the keys saved in Settings → Payments (sealed): a concession
 * bought and paid, Mollie's id-only webhook, a webhook for an unknown payment,
 * a cancelled payment releasing its places, support, a partial refund.
 */
import { afterAll, expect, test } from "vitest";
import { useTestDatabase } from "~tests/setup/db.ts";
import { publishEvent } from "~tests/factories/events.ts";
import { startMollieServer } from "~tests/fixtures/mollie-server.ts";
import { db } from "~/core/db/client.server.ts";
import { getOrder } from "./data/orders.server.ts";
import { startSupportCheckout, startTicketCheckout } from "./checkout.server.ts";
import { refundOrder } from "./refunds.server.ts";
import { readPaymentSettingsForm, savePaymentSettings, testPaymentSettings } from "./settings.server.ts";
import { handleMollieWebhook } from "./webhooks.server.ts";
import { addType, buyer, webhookReceiver } from "./payments.test-helpers.ts";
import { studioTranslatorFor } from "~/core/i18n/studio.server.ts";

// @mollie/api-client pins its own CA bundle: the contract server's throwaway certificate is accepted in tests only (ADR 2900).
process.env.NODE_TLS_REJECT_UNAUTHORIZED = "0";
const receiver = await webhookReceiver();
const mollie = await startMollieServer();
const getDb = useTestDatabase({ MOLLIE_API_URL: mollie.url, PUBLIC_URL: receiver.base });
afterAll(async () => {
  await mollie.close();
  await receiver.close();
});

const DATE = "2031-06-12";
const tr = studioTranslatorFor("en");
const owner = { id: "u1", email: "owner@example.com" };

test("the owner saves Mollie's test key (sealed) and Connect and test reaches Mollie", async () => {
  getDb();
  const f = new FormData();
  for (const [k, v] of Object.entries({
    provider: "mollie",
    mollie_test_key: mollie.apiKey,
    currency: "EUR",
    vat_rate: "9",
    seller_name: "The Lanterns",
    seller_address: "1 Quay St\nGhent",
    support_amounts: "5, 10, 25",
    support_min: "2",
  }))
    f.append(k, v);
  const r = await readPaymentSettingsForm(f, tr);
  expect(r.ok).toBe(true);
  if (!r.ok) return;
  expect(r.values.mollie_test_key).not.toContain(mollie.apiKey);
  expect(await testPaymentSettings(owner, r.values, tr)).toMatchObject({ ok: true });
  await savePaymentSettings(owner, r.values, r.before);
  const stored = await db().selectFrom("payment_settings").selectAll().executeTakeFirstOrThrow();
  expect(JSON.stringify(stored)).not.toContain(mollie.apiKey);
  const bad = new FormData();
  bad.append("provider", "mollie");
  bad.append("mollie_test_key", "live_not_a_test_key_123456789");
  bad.append("currency", "XYZ");
  expect(await readPaymentSettingsForm(bad, tr)).toMatchObject({
    ok: false,
    errors: { mollie_test_key: expect.any(String), currency: expect.any(String) },
  });
});

test("a concession bought and paid on Mollie's page: the webhook carries only the id, the state is fetched", async () => {
  const e = await publishEvent({ title: "Harbour gig", startLocal: `${DATE}T20:00` });
  const t = await addType(e.id, { name: "Concession", price: 1000, quantity: 2 });
  const r = await startTicketCheckout(
    {
      eventId: e.id,
      date: DATE,
      ...buyer("m1"),
      currency: "EUR",
      lines: [{ typeId: t.id, name: t.name, quantity: 1, unitPrice: 1000 }],
    },
    [t],
    900,
    Date.now(),
  );
  if (r.kind !== "redirect") throw new Error(`no checkout: ${r.kind}`);
  const p = mollie.payments.get(r.order.provider_ref!)!;
  expect(p).toMatchObject({
    amount: { currency: "EUR", value: "10.00" },
    webhookUrl: `${receiver.base}/webhooks/mollie`,
  });
  expect(mollie.requests.find((q) => q.method === "POST")!.idempotencyKey).toBe(`checkout:${r.order.id}`);
  expect(r.order).toMatchObject({ vat_rate: 900, vat_amount: 83 });
  await mollie.complete(p.id as string, "paid");
  expect(mollie.webhookCalls.at(-1)).toEqual({ id: p.id, status: 200 });
  expect(await getOrder(r.order.id)).toMatchObject({ state: "paid", payment_ref: p.id, fee: null });
  expect(await db().selectFrom("tickets").select("id").where("order_id", "=", r.order.id).execute()).toHaveLength(1);

  // An id we never made: 200 and nothing (Mollie's advice: tell a stranger nothing).
  const before = await db().selectFrom("orders").select(["id", "state"]).execute();
  const unknown = new FormData();
  unknown.append("id", "tr_unknown123");
  expect(await handleMollieWebhook(unknown, Date.now())).toEqual({ status: 200, body: "" });
  const junk = new FormData();
  junk.append("id", "../../etc");
  expect((await handleMollieWebhook(junk, Date.now())).status).toBe(400);
  expect(await db().selectFrom("orders").select(["id", "state"]).execute()).toEqual(before);

  // A partial refund reaches Mollie with its own key, and is counted.
  expect(
    await refundOrder(r.order.id, 400, { reason: "", actor: owner.email, mail: "f", id: "k1" }, Date.now()),
  ).toMatchObject({ ok: true });
  expect(mollie.refunds.at(-1)).toMatchObject({ amount: { currency: "EUR", value: "4.00" }, paymentId: p.id });
  expect(await getOrder(r.order.id)).toMatchObject({ state: "partially_refunded", refunded: 400 });
});

test("a cancelled Mollie payment releases its places at once", async () => {
  const e = await publishEvent({ title: "Canal gig", startLocal: `${DATE}T21:00` });
  const t = await addType(e.id, { quantity: 1 });
  const buy = (n: string) =>
    startTicketCheckout(
      {
        eventId: e.id,
        date: DATE,
        ...buyer(n),
        currency: "EUR",
        lines: [{ typeId: t.id, name: t.name, quantity: 1, unitPrice: 1500 }],
      },
      [t],
      0,
      Date.now(),
    );
  const first = await buy("c1");
  if (first.kind !== "redirect") throw new Error("no checkout");
  expect((await buy("c2")).kind).toBe("sold_out");
  await mollie.complete(first.order.provider_ref!, "canceled");
  expect(await getOrder(first.order.id)).toMatchObject({ state: "expired" });
  expect((await buy("c3")).kind).toBe("redirect");
});

test("support: pay what you want, with a message to the owner", async () => {
  const r = await startSupportCheckout(
    { amount: 1234, ...buyer("s1"), message: "Keep going!" },
    "The Lanterns",
    Date.now(),
  );
  if (r.kind !== "redirect") throw new Error("no checkout");
  await mollie.complete(r.order.provider_ref!, "paid");
  expect(await getOrder(r.order.id)).toMatchObject({
    kind: "support",
    state: "paid",
    total: 1234,
    message: "Keep going!",
  });
  const mail = await db()
    .selectFrom("deliveries")
    .select("source_ref")
    .where("source_ref", "=", `s:${r.order.id}`)
    .execute();
  expect(mail).toHaveLength(1);
});
