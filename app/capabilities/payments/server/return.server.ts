/**
 * Where the provider sends the buyer back (issue 29). The address is signed
 * for one order (checkout.server.ts returnPath): a session id or payment id
 * the provider or anyone appends is never read. The order's state is asked of
 * the provider here too, so the page says what happened even before the
 * webhook arrives; "Back" from the provider's page ends the hold at once.
 */
import { logError } from "~/core/log.server.ts";
import { checkReturnKey } from "./checkout.server.ts";
import { providerForOrder } from "./config.server.ts";
import { getOrder, type Order } from "./data/orders.server.ts";
import { expireOrder } from "./settle.server.ts";
import { ticketsOf } from "./tickets.server.ts";
import { ticketToken } from "./tokens.server.ts";
import { refreshOrder } from "./webhooks.server.ts";
import { grantsOfOrder } from "./store/data.server.ts";
import { downloadPath } from "./store/grants.server.ts";

export interface ReturnView {
  order: Pick<Order, "number" | "state" | "kind" | "email" | "total" | "currency" | "test_mode" | "event_id" | "date">;
  tickets: { href: string; label: string }[];
  /** A paid release's download page (the link the e-mail also carries). */
  download: string | null;
}

export async function returnView(
  orderId: string,
  key: string,
  cancelled: boolean,
  nowMs: number,
): Promise<ReturnView | null> {
  if (!checkReturnKey(orderId, key)) return null;
  let o = await getOrder(orderId);
  if (!o) return null;
  try {
    if (o.state === "pending" && o.provider_ref) {
      await refreshOrder(o, "return", nowMs);
      o = (await getOrder(orderId))!;
      if (cancelled && o.state === "pending") {
        // The buyer went back: close the provider's page and free the places now, not in 15 minutes.
        await (await providerForOrder(o)).cancel(o.provider_ref!, `cancel:${o.id}`);
        await expireOrder(o, new Date(nowMs).toISOString(), { reason: "cancelled_by_buyer" }, true);
        o = (await getOrder(orderId))!;
      }
    }
  } catch (e) {
    // The provider could not be asked: the page says "waiting", the webhook or the poller decides.
    logError(e);
  }
  const paid = o.state === "paid" || o.state === "partially_refunded";
  const tickets = paid ? await ticketsOf(o.id) : [];
  // Made by the provider's word (the webhook, or the status asked above), never by this redirect.
  const grant = paid && o.kind === "release" ? (await grantsOfOrder(o.id))[0] : undefined;
  return {
    download: grant ? downloadPath(grant.id) : null,
    order: o,
    tickets: tickets.map((k) => ({ href: `/tickets/${ticketToken(k.id)}`, label: `${k.position}. ${k.typeName}` })),
  };
}
