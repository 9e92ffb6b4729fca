/**
 * Stripe through its official SDK (stripe-node v23, API 2026-10-28.endive):
 * Checkout Sessions in `hosted_page` mode, refunds on the PaymentIntent, fees
 * from the charge's balance transaction. `STRIPE_API_URL` points the SDK at
 * another host (tests serve Stripe's documented contract on localhost).
 */
import Stripe from "stripe";
import { ProviderError, withTimeout, type PaymentProvider, type PaymentStatus } from "./types.server.ts";

/** "https://api.stripe.com" → the SDK's host, port and protocol. */
function hostOptions(apiUrl: string): { host: string; port: number; protocol: "http" | "https" } {
  const u = new URL(apiUrl);
  const protocol = u.protocol === "http:" ? "http" : "https";
  return { host: u.hostname, port: u.port ? Number(u.port) : protocol === "http" ? 80 : 443, protocol };
}

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

function fail(e: unknown): never {
  if (e instanceof ProviderError) throw e;
  throw new ProviderError("stripe", `Stripe: ${message(e)}`, { cause: e });
}

export function stripeProvider(key: string, apiUrl: string): PaymentProvider {
  const stripe = new Stripe(key, {
    ...hostOptions(apiUrl),
    // Our own time-out and idempotency keys; one SDK retry is safe because every write carries a key.
    timeout: 8_000,
    maxNetworkRetries: 1,
    telemetry: false,
    appInfo: { name: "Marquee" },
  });
  const testMode = !/_live_/.test(key);
  const call = <T>(p: Promise<T>) => withTimeout("stripe", p).catch(fail);
  return {
    name: "stripe",
    testMode,
    async createCheckout(i, idempotencyKey) {
      const s = await call(
        stripe.checkout.sessions.create(
          {
            mode: "payment",
            ui_mode: "hosted_page",
            client_reference_id: i.orderId,
            metadata: { order: i.orderId, number: i.number },
            customer_email: i.email,
            line_items: i.lines.map((l) => ({
              quantity: l.quantity,
              price_data: {
                currency: i.currency.toLowerCase(),
                unit_amount: l.unitAmount,
                product_data: { name: l.name },
              },
            })),
            payment_intent_data: { description: i.description, metadata: { order: i.orderId } },
            success_url: i.returnUrl,
            cancel_url: i.cancelUrl,
            expires_at: Math.ceil(i.expiresAtMs / 1000),
            ...(i.locale ? { locale: "auto" as const } : {}),
          },
          { idempotencyKey },
        ),
      );
      if (!s.url) throw new ProviderError("stripe", "Stripe gave no checkout page for the session");
      return { ref: s.id, url: s.url };
    },
    async status(ref) {
      const s = await call(
        stripe.checkout.sessions.retrieve(ref, { expand: ["payment_intent.latest_charge.balance_transaction"] }),
      );
      const pi = typeof s.payment_intent === "object" ? s.payment_intent : null;
      const charge = pi && typeof pi.latest_charge === "object" ? pi.latest_charge : null;
      const txn = charge && typeof charge.balance_transaction === "object" ? charge.balance_transaction : null;
      const status: PaymentStatus["status"] =
        s.payment_status === "paid" ? "paid" : s.status === "expired" ? "expired" : "open";
      return {
        status,
        amount: s.amount_total ?? 0,
        currency: (s.currency ?? "").toUpperCase(),
        paymentRef: pi?.id ?? (typeof s.payment_intent === "string" ? s.payment_intent : null),
        fee: txn ? txn.fee : null,
        orderId: s.client_reference_id,
      };
    },
    async cancel(ref, idempotencyKey) {
      try {
        await withTimeout("stripe", stripe.checkout.sessions.expire(ref, {}, { idempotencyKey }));
      } catch (e) {
        // Already complete or expired: nothing left to close.
        if (e instanceof Stripe.errors.StripeInvalidRequestError) return;
        fail(e);
      }
    },
    async refund(o, amount, idempotencyKey) {
      if (!o.paymentRef) throw new ProviderError("stripe", "Stripe: this order has no payment to refund");
      const r = await call(stripe.refunds.create({ payment_intent: o.paymentRef, amount }, { idempotencyKey }));
      return {
        ref: r.id,
        state: r.status === "succeeded" ? "succeeded" : r.status === "failed" ? "failed" : "pending",
      };
    },
    async check() {
      try {
        // The balance needs a valid key and nothing else: a harmless proof that the key works.
        const b = await withTimeout("stripe", stripe.balance.retrieve());
        return { ok: true, account: `Stripe (${b.livemode ? "live" : "test"})` };
      } catch (e) {
        return { ok: false, message: message(e) };
      }
    },
  };
}

/** Checks a webhook's `Stripe-Signature` (HMAC-SHA256, 5 minutes' tolerance) and returns the event. */
export async function verifyStripeEvent(payload: string, header: string, secret: string): Promise<Stripe.Event> {
  // The SDK's own verifier; it needs no key, only the endpoint's signing secret.
  return Stripe.webhooks.constructEventAsync(payload, header, secret, 300);
}
