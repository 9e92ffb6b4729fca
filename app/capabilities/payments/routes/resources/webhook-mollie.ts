/**
 * POST /webhooks/mollie — Mollie's webhook: `id=tr_…` and nothing else. The
 * payment is fetched from Mollie and applied (server/webhooks.server.ts); an
 * id we do not know gets 200 and nothing, as Mollie advises.
 */
import type { Route } from "./+types/webhook-mollie";
import { now } from "~/core/clock.server.ts";
import { readForm } from "~/core/http/body.server.ts";
import { handleMollieWebhook } from "~/capabilities/payments/server/webhooks.server.ts";

const TEXT = { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" };

export function loader() {
  return new Response("POST Mollie's webhook calls here.\n", { status: 405, headers: { ...TEXT, Allow: "POST" } });
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request, { maxBytes: 4096 });
  const a = await handleMollieWebhook(form, now());
  return new Response(a.body, { status: a.status, headers: TEXT });
}
