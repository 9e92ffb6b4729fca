/**
 * The providers' webhooks and the poller (issue 29). A webhook is only a hint
 * that something changed: Stripe's is checked against its signature (with its
 * 5-minute tolerance), Mollie's carries nothing but a payment id; either way
 * the order's state is then fetched from the provider and applied
 * (settle.server.ts), so a forged, replayed, duplicated or out-of-order
 * message cannot change more than the provider's own answer does. Pending
 * orders are polled too, so a lost webhook is recovered.
 */
import { db } from "~/core/db/client.server.ts";
import { logError } from "~/core/log.server.ts";
import { providerForOrder, stripeWebhookSecret } from "./config.server.ts";
import { readPaymentSettings } from "./data/settings.server.ts";
import { getOrder, orderByRef, ordersToPoll, type Order } from "./data/orders.server.ts";
import { verifyStripeEvent } from "./providers/stripe.server.ts";
import { ProviderError } from "./providers/types.server.ts";
import { applyStatus, expireOrder, type Settled } from "./settle.server.ts";

export interface WebhookAnswer {
  status: number;
  body: string;
}

const plain = (status: number, body: string): WebhookAnswer => ({ status, body });

/** Asks the provider about an order and applies the answer; a provider that cannot be reached throws ProviderError. */
export async function refreshOrder(o: Order, via: string, nowMs: number): Promise<Settled> {
  if (!o.provider_ref) return "unchanged";
  const provider = await providerForOrder(o);
  return applyStatus(o.id, await provider.status(o.provider_ref), via, nowMs);
}

export async function handleStripeWebhook(
  payload: string,
  signature: string | null,
  nowMs: number,
): Promise<WebhookAnswer> {
  if (!signature) return plain(400, "Missing Stripe-Signature header.");
  const settings = await readPaymentSettings();
  const secrets = [...new Set([stripeWebhookSecret(settings, true), stripeWebhookSecret(settings, false)])].filter(
    (s): s is string => !!s,
  );
  if (!secrets.length) return plain(400, "No webhook signing secret is set in Settings → Payments.");
  let event: Awaited<ReturnType<typeof verifyStripeEvent>> | null = null;
  for (const secret of secrets) {
    try {
      event = await verifyStripeEvent(payload, signature, secret);
      break;
    } catch {
      /* the next secret (test or live) */
    }
  }
  if (!event) return plain(400, "Invalid signature or timestamp outside the tolerance.");
  const seen = await db()
    .selectFrom("webhook_receipts")
    .select("event_id")
    .where("provider", "=", "stripe")
    .where("event_id", "=", event.id)
    .executeTakeFirst();
  if (seen) return plain(200, "Already handled.");
  if (!event.type.startsWith("checkout.session.")) return plain(200, `Ignored: ${event.type}.`);
  const session = event.data.object as { id?: unknown };
  const o = typeof session.id === "string" ? await orderByRef(session.id) : undefined;
  if (!o || o.provider !== "stripe") return plain(200, "Ignored: no order of this site has that checkout.");
  try {
    const outcome = await refreshOrder(o, `stripe:${event.type}`, nowMs);
    await db()
      .insertInto("webhook_receipts")
      .values({ provider: "stripe", event_id: event.id, received_at: new Date(nowMs).toISOString() })
      .onConflict((oc) => oc.columns(["provider", "event_id"]).doNothing())
      .execute();
    return plain(200, outcome);
  } catch (e) {
    // Stripe tries again later; the poller may be first.
    if (e instanceof ProviderError) return plain(503, "Stripe could not be reached to confirm the payment.");
    throw e;
  }
}

export async function handleMollieWebhook(form: FormData, nowMs: number): Promise<WebhookAnswer> {
  const id = String(form.get("id") ?? "");
  if (!/^tr_\w{1,64}$/.test(id)) return plain(400, "Expected id=tr_… .");
  const o = await orderByRef(id);
  // Mollie's advice: answer 200 for an id we do not know, so a stranger learns nothing.
  if (!o || o.provider !== "mollie") return plain(200, "");
  try {
    return plain(200, await refreshOrder(o, "mollie:webhook", nowMs));
  } catch (e) {
    if (e instanceof ProviderError) return plain(503, "");
    throw e;
  }
}

/** Pending orders get an answer this long after their last change even without a webhook. */
const QUIET_MS = 2 * 60_000;
/** An ended hold's provider page is watched this long for a late payment, then left alone. */
const WATCH_MS = 24 * 60 * 60_000;

/** One round of the poller: missed webhooks, ended holds, pages to close. Returns how many orders it asked about. */
export async function pollOrders(nowMs: number): Promise<number> {
  const nowIso = new Date(nowMs).toISOString();
  const due = await ordersToPoll(nowIso, new Date(nowMs - QUIET_MS).toISOString());
  for (const o of due) {
    try {
      const outcome = await refreshOrder(o, "poll", nowMs);
      if (outcome !== "unchanged") continue;
      const cur = await getOrder(o.id);
      if (!cur || cur.provider_ref === null) continue;
      const holdOver = cur.hold_until !== null && cur.hold_until <= nowIso;
      if ((cur.state === "pending" && holdOver) || cur.state === "expired") {
        // Close the provider's page so the buyer can no longer pay for places we gave back.
        const provider = await providerForOrder(cur);
        let closed = false;
        try {
          await provider.cancel(cur.provider_ref, `cancel:${cur.id}`);
          closed = true;
        } catch (e) {
          logError(e, { job: "payments-poll" });
        }
        const old = Date.parse(cur.created_at) < nowMs - WATCH_MS;
        if (cur.state === "pending") await expireOrder(cur, nowIso, { reason: "hold_ended" }, closed || old);
        else if (closed || old) await expireOrder(cur, nowIso, {}, true);
      }
    } catch (e) {
      logError(e, { job: "payments-poll" });
    }
  }
  return due.length;
}
