/**
 * The payments capability's environment variables (issue 29, docs/payments.md): the providers' APIs and
 * keys set on the server, which win over the ones saved in Settings → Payments.
 * Part of the configuration (core/env.server.ts assembles it from the
 * manifests; plain Node loads it before a build: relative imports only).
 */
import { defineEnvPart, httpUrl, optionalText, type EnvOf } from "../../core/env.server.ts";

const part = defineEnvPart({
  /** Stripe's API; another host only for tests (a local server speaking Stripe's documented contract). */
  STRIPE_API_URL: httpUrl("STRIPE_API_URL").transform((v) => (v ?? "https://api.stripe.com").replace(/\/+$/, "")),
  /** Mollie's API (…/v2); the client speaks only HTTPS. */
  MOLLIE_API_URL: httpUrl("MOLLIE_API_URL").transform((v) => (v ?? "https://api.mollie.com/v2").replace(/\/+$/, "")),
  /** Set here, a key wins over the one saved in Settings → Payments (sk_test_… / sk_live_…, test_… / live_…). */
  STRIPE_SECRET_KEY: optionalText.refine((v) => v === undefined || /^(sk|rk)_(test|live)_\w+$/.test(v), {
    message: "STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_… or sk_live_…)",
  }),
  STRIPE_WEBHOOK_SECRET: optionalText.refine((v) => v === undefined || /^whsec_\w+$/.test(v), {
    message: "STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_…)",
  }),
  MOLLIE_API_KEY: optionalText.refine((v) => v === undefined || /^(test|live)_\w{20,}$/.test(v), {
    message: "MOLLIE_API_KEY must be a Mollie API key (test_… or live_…)",
  }),
});
export default part;

declare module "../../core/env.server.ts" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges this part's variables into Env
  interface CapabilityEnv extends EnvOf<typeof part> {}
}
