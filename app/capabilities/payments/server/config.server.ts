/**
 * Which provider takes payments now, with which keys (issue 29). Keys set in
 * the environment (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, MOLLIE_API_KEY)
 * win over the studio's; the studio's are sealed at rest (ADR 0013). An order
 * keeps the provider and mode it was made with: refunding a test order after
 * the owner went live still uses the test key.
 */
import { env } from "~/core/env.server.ts";
import { openSecret } from "~/core/secrets/secret-box.server.ts";
import { readPaymentSettings, type PaymentSettingsValues } from "./data/settings.server.ts";
import type { ProviderName } from "./data/tables.server.ts";
import { mollieProvider } from "./providers/mollie.server.ts";
import { stripeProvider } from "./providers/stripe.server.ts";
import type { PaymentProvider } from "./providers/types.server.ts";

export const SECRET_PURPOSE = {
  stripe_test_key: "payment_settings.stripe_test_key",
  stripe_live_key: "payment_settings.stripe_live_key",
  stripe_test_webhook_secret: "payment_settings.stripe_test_webhook_secret",
  stripe_live_webhook_secret: "payment_settings.stripe_live_webhook_secret",
  mollie_test_key: "payment_settings.mollie_test_key",
  mollie_live_key: "payment_settings.mollie_live_key",
} as const;
export type SecretField = keyof typeof SECRET_PURPOSE;
export const SECRET_FIELDS = Object.keys(SECRET_PURPOSE) as SecretField[];

const open = (s: PaymentSettingsValues, f: SecretField): string | null =>
  s[f] === "" ? null : openSecret(s[f], SECRET_PURPOSE[f]);

export interface PaymentsConfig {
  provider: ProviderName | null;
  testMode: boolean;
  /** What stops payments, in plain words; null when a provider is ready. */
  problem: string | null;
  /** From the environment or the studio. */
  source: "env" | "studio" | null;
  settings: PaymentSettingsValues;
}

const modeOf = (live: boolean) => (live ? "live" : "test");

/** The provider's key for a mode: the environment's when it is of that mode, else the studio's. */
function keyFor(s: PaymentSettingsValues, provider: ProviderName, testMode: boolean): string | null {
  const e = env();
  const envKey = provider === "stripe" ? e.STRIPE_SECRET_KEY : e.MOLLIE_API_KEY;
  if (envKey && /_test_|^test_/.test(envKey) === testMode) return envKey;
  return open(s, `${provider}_${modeOf(!testMode)}_key` as SecretField);
}

export function stripeWebhookSecret(s: PaymentSettingsValues, testMode: boolean): string | null {
  return env().STRIPE_WEBHOOK_SECRET ?? open(s, `stripe_${modeOf(!testMode)}_webhook_secret` as SecretField);
}

export async function paymentsConfig(settings?: PaymentSettingsValues): Promise<PaymentsConfig> {
  const s = settings ?? (await readPaymentSettings());
  const e = env();
  const envProvider: ProviderName | null = e.STRIPE_SECRET_KEY ? "stripe" : e.MOLLIE_API_KEY ? "mollie" : null;
  if (envProvider) {
    const key = (envProvider === "stripe" ? e.STRIPE_SECRET_KEY : e.MOLLIE_API_KEY)!;
    const testMode = /_test_|^test_/.test(key);
    const problem = envProvider === "stripe" && !e.STRIPE_WEBHOOK_SECRET ? "STRIPE_WEBHOOK_SECRET is not set" : null;
    return { provider: envProvider, testMode, problem, source: "env", settings: s };
  }
  if (s.provider === "none")
    return { provider: null, testMode: true, problem: "no provider", source: null, settings: s };
  const testMode = s.live !== 1;
  const key = keyFor(s, s.provider, testMode);
  const mode = modeOf(!testMode);
  const problem =
    key === null
      ? `no ${mode} key`
      : s.provider === "stripe" && !stripeWebhookSecret(s, testMode)
        ? `no ${mode} webhook signing secret`
        : null;
  return { provider: s.provider, testMode, problem, source: "studio", settings: s };
}

export function makeProvider(provider: ProviderName, key: string): PaymentProvider {
  const e = env();
  return provider === "stripe" ? stripeProvider(key, e.STRIPE_API_URL) : mollieProvider(key, e.MOLLIE_API_URL);
}

/** The provider for new checkouts, or null (with the problem) when payments are not set up. */
export async function currentProvider(): Promise<{ provider: PaymentProvider | null; config: PaymentsConfig }> {
  const config = await paymentsConfig();
  if (!config.provider || config.problem) return { provider: null, config };
  const key = keyFor(config.settings, config.provider, config.testMode);
  return { provider: key ? makeProvider(config.provider, key) : null, config };
}

/** The provider an order was made with (its name and mode), whatever is in force now. */
export async function providerForOrder(o: { provider: ProviderName; test_mode: number }): Promise<PaymentProvider> {
  const key = keyFor(await readPaymentSettings(), o.provider, o.test_mode === 1);
  if (!key) throw new Error(`The ${o.test_mode === 1 ? "test" : "live"} key for ${o.provider} is not set any more.`);
  return makeProvider(o.provider, key);
}
