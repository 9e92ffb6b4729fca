/**
 * Mollie through its official client (@mollie/api-client 4, Payments API v2:
 * iDEAL, Bancontact, cards… on Mollie's hosted page). `MOLLIE_API_URL` points
 * the client at another host; the client only speaks HTTPS (it pins its own
 * certificate bundle), so the tests' contract server is HTTPS (ADR 2900).
 * Mollie's webhook carries only a payment id: the state is always fetched here.
 */
// The named export: Node loads this package as CommonJS (no "exports" map), where the default is the module object.
import { createMollieClient, PaymentStatus as MollieStatus } from "@mollie/api-client";
import { toDecimal } from "../../lib/money.ts";
import { ProviderError, withTimeout, type PaymentProvider, type PaymentStatus } from "./types.server.ts";

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

function fail(e: unknown): never {
  if (e instanceof ProviderError) throw e;
  throw new ProviderError("mollie", `Mollie: ${message(e)}`, { cause: e });
}

/** "12.50" → 1250 (Mollie's amounts are decimal strings). */
const minor = (value: string) => Math.round(Number(value) * 100);

export function mollieProvider(key: string, apiUrl: string): PaymentProvider {
  const mollie = createMollieClient({ apiKey: key, apiEndpoint: `${apiUrl.replace(/\/+$/, "")}/` });
  const call = <T>(p: Promise<T>) => withTimeout("mollie", p).catch(fail);
  return {
    name: "mollie",
    testMode: key.startsWith("test_"),
    async createCheckout(i, idempotencyKey) {
      const p = await call(
        mollie.payments.create({
          amount: { currency: i.currency, value: toDecimal(i.total) },
          description: i.description,
          redirectUrl: i.returnUrl,
          cancelUrl: i.cancelUrl,
          webhookUrl: i.webhookUrl,
          metadata: { order: i.orderId, number: i.number },
          idempotencyKey,
        }),
      );
      const url = p.getCheckoutUrl();
      if (!url) throw new ProviderError("mollie", "Mollie gave no checkout page for the payment");
      return { ref: p.id, url };
    },
    async status(ref) {
      const p = await call(mollie.payments.get(ref));
      const s = p.status;
      const status: PaymentStatus["status"] =
        s === MollieStatus.paid
          ? "paid"
          : s === MollieStatus.expired || s === MollieStatus.canceled
            ? "expired"
            : s === MollieStatus.failed
              ? "failed"
              : "open";
      const meta = (p.metadata ?? {}) as { order?: unknown };
      return {
        status,
        amount: minor(p.amount.value),
        currency: p.amount.currency,
        paymentRef: p.id,
        // Mollie reports fees per settlement, not per payment.
        fee: null,
        orderId: typeof meta.order === "string" ? meta.order : null,
      };
    },
    async cancel(ref, idempotencyKey) {
      const p = await call(mollie.payments.get(ref));
      if (!p.isCancelable) return;
      await call(mollie.payments.cancel(ref, { idempotencyKey }));
    },
    async refund(o, amount, idempotencyKey) {
      const r = await call(
        mollie.paymentRefunds.create({
          paymentId: o.paymentRef ?? o.ref,
          amount: { currency: o.currency, value: toDecimal(amount) },
          idempotencyKey,
        }),
      );
      // Mollie's refunds start queued or pending and are paid out with the next settlement.
      return { ref: r.id, state: r.status === "failed" ? "failed" : r.status === "refunded" ? "succeeded" : "pending" };
    },
    async check() {
      try {
        const methods = await withTimeout("mollie", mollie.methods.list());
        return { ok: true, account: methods.map((m) => m.description).join(", ") || "Mollie" };
      } catch (e) {
        return { ok: false, message: message(e) };
      }
    },
  };
}
