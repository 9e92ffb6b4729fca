/**
 * One interface over the payment providers (issue 29): hosted checkout only —
 * the buyer pays on the provider's page, so no card data ever reaches us (PCI
 * SAQ A). Every call that changes something carries an idempotency key, so a
 * retry after a time-out never charges, refunds or cancels twice.
 */

export interface CheckoutLine {
  name: string;
  /** Minor units. */
  unitAmount: number;
  quantity: number;
}

export interface CheckoutInput {
  orderId: string;
  number: string;
  description: string;
  currency: string;
  total: number;
  lines: CheckoutLine[];
  email: string;
  /** Where the provider sends the buyer back after paying, and after giving up. */
  returnUrl: string;
  cancelUrl: string;
  /** Mollie calls it; Stripe's endpoint is set in its dashboard. */
  webhookUrl: string;
  /** The provider's own checkout page expires no earlier than this (Stripe: at least 30 minutes). */
  expiresAtMs: number;
  locale: string | null;
}

/** What the provider says about a checkout now: the only source of "paid". */
export interface PaymentStatus {
  status: "open" | "paid" | "failed" | "expired";
  /** Minor units and currency the provider charged. */
  amount: number;
  currency: string;
  /** Where refunds go (Stripe's PaymentIntent). */
  paymentRef: string | null;
  /** The provider's fee, when it reports one. */
  fee: number | null;
  /** Our order id as we gave it to the provider. */
  orderId: string | null;
}

export interface RefundResult {
  ref: string;
  state: "pending" | "succeeded" | "failed";
}

export interface PaymentProvider {
  name: "stripe" | "mollie";
  testMode: boolean;
  createCheckout(input: CheckoutInput, idempotencyKey: string): Promise<{ ref: string; url: string }>;
  status(ref: string): Promise<PaymentStatus>;
  /** Closes the provider's page so the buyer can no longer pay (a hold that ended, "Cancel" on our side). */
  cancel(ref: string, idempotencyKey: string): Promise<void>;
  refund(
    o: { ref: string; paymentRef: string | null; currency: string },
    amount: number,
    idempotencyKey: string,
  ): Promise<RefundResult>;
  /** "Connect and test": a harmless authenticated call; a sentence when it fails. */
  check(): Promise<{ ok: true; account: string } | { ok: false; message: string }>;
}

/** The provider could not be reached or refused: the page says so, nothing is held for long. */
export class ProviderError extends Error {
  readonly provider: string;
  constructor(provider: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "ProviderError";
    this.provider = provider;
  }
}

/** No provider call waits longer than this (Mollie's client has no time-out of its own). */
export const PROVIDER_TIMEOUT_MS = 10_000;

export async function withTimeout<T>(provider: string, p: Promise<T>, ms = PROVIDER_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([
      p,
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new ProviderError(provider, `${provider} did not answer within ${ms / 1000} s`)),
          ms,
        );
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
