/**
 * The Content-Security-Policy hosts payments needs: the providers' hosted
 * checkout pages as `form-action` (the Buy form's answer is a redirect there,
 * and browsers hold redirects of a form to its form-action), and WebAssembly
 * for the door's QR decoder where the browser has no BarcodeDetector.
 */
import type { CspContribution } from "~/core/capability.server.ts";
import type { Env } from "~/core/env.server.ts";

/** A provider API on another host (tests' contract servers): its host on any port, where their pages are. */
function localHost(url: string, official: string): string[] {
  const u = new URL(url);
  return u.hostname === new URL(official).hostname
    ? []
    : [`${u.protocol === "https:" ? "https" : "http"}://${u.hostname}:*`, `http://${u.hostname}:*`];
}

export function paymentsCsp(e: Env): CspContribution {
  return {
    "form-action": [
      "https://checkout.stripe.com",
      "https://www.mollie.com",
      ...localHost(e.STRIPE_API_URL, "https://api.stripe.com"),
      ...localHost(e.MOLLIE_API_URL, "https://api.mollie.com"),
    ],
    "script-src": ["'wasm-unsafe-eval'"],
  };
}
