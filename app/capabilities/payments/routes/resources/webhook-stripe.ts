/**
 * POST /webhooks/stripe — Stripe's events (checkout.session.*). The raw body
 * is checked against `Stripe-Signature` (5 minutes' tolerance) before
 * anything is read from it; the order's state is then fetched from Stripe
 * (server/webhooks.server.ts). 200 for handled or ignored, 400 for a bad
 * signature, 503 when Stripe could not be asked (it tries again).
 */
import type { Route } from "./+types/webhook-stripe";
import { now } from "~/core/clock.server.ts";
import { handleStripeWebhook } from "~/capabilities/payments/server/webhooks.server.ts";

const TEXT = { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" };

export function loader() {
  return new Response("POST Stripe's webhook events here.\n", { status: 405, headers: { ...TEXT, Allow: "POST" } });
}

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return new Response("", { status: 405, headers: { ...TEXT, Allow: "POST" } });
  const body = await request.text();
  if (body.length > 512 * 1024) return new Response("Too large.\n", { status: 413, headers: TEXT });
  const a = await handleStripeWebhook(body, request.headers.get("stripe-signature"), now());
  return new Response(`${a.body}\n`, { status: a.status, headers: TEXT });
}
