/** Shared by the payments db tests: a ticket type, a buyer's lines, and a webhook receiver in front of the app's handlers. */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { newId } from "~/core/db/ids.server.ts";
import { insertType, type TicketType } from "./data/types.server.ts";
import { handleMollieWebhook, handleStripeWebhook } from "./webhooks.server.ts";

export async function addType(eventId: string, over: Partial<TicketType> = {}): Promise<TicketType> {
  const at = new Date().toISOString();
  const t: TicketType = {
    id: newId(),
    event_id: eventId,
    date: "",
    name: "Standing",
    price: 1500,
    currency: "EUR",
    quantity: 100,
    on_sale: null,
    off_sale: null,
    max_per_order: 10,
    pwyw: 0,
    pwyw_min: 0,
    position: 0,
    created_at: at,
    updated_at: at,
    ...over,
  };
  await insertType(t);
  return t;
}

export const buyer = (n: number | string) => ({ email: `fan${n}@example.net`, name: `Fan ${n}`, language: null });

/** The app's webhook handlers behind a real HTTP server, as the routes call them (raw body, headers). */
export async function webhookReceiver(now: () => number = Date.now) {
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks).toString("utf8");
    const a =
      req.url === "/webhooks/stripe"
        ? await handleStripeWebhook(body, (req.headers["stripe-signature"] as string) ?? null, now())
        : await handleMollieWebhook(new URLSearchParams(body) as unknown as FormData, now());
    res.writeHead(a.status, { "Content-Type": "text/plain" }).end(a.body);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, close: () => new Promise<void>((r) => server.close(() => r())) };
}
