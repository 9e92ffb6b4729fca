/**
 * Starting a checkout (issue 29): the lines are checked against our ticket
 * types (price, currency and limits are ours, never the form's), the places
 * are held (hold.server.ts), then the provider's hosted page is made with an
 * idempotency key. When the provider cannot be reached the hold is ended at
 * once and the page says so: nothing stays held for long.
 */
import { getEventDate, type EventDate } from "~/capabilities/events/index.server.ts";
import { phaseOf } from "~/capabilities/events/index.ts";
import { publicOrigin } from "~/core/env.server.ts";
import { hmac, safeEqual } from "~/core/http/sign.server.ts";
import { db, type DB } from "~/core/db/client.server.ts";
import { logError } from "~/core/log.server.ts";
import type { WantedLine } from "../lib/buy-form.ts";
import { vatIncluded } from "../lib/money.ts";
import { currentProvider } from "./config.server.ts";
import { newId } from "~/core/db/ids.server.ts";
import { addOrderEvent, insertOrder, patchOrder, type Order } from "./data/orders.server.ts";
import type { TicketType } from "./data/types.server.ts";
import { HOLD_MS, holdPlaces, newOrderNumber, type SoldOut } from "./hold.server.ts";
import type { PaymentProvider } from "./providers/types.server.ts";
import { expireOrder } from "./settle.server.ts";
import { dateCancelled } from "./date-refunds.server.ts";

/** The provider's page stays open at least this long (Stripe's minimum); our hold is shorter and closes it. */
const PROVIDER_PAGE_MS = 30 * 60_000;

/** Whether a type is on sale on this date at `nowMs` (the ticket links' windows, ADR 0108). */
export function onSale(t: Pick<TicketType, "on_sale" | "off_sale">, d: EventDate, nowMs: number): boolean {
  if (d.status === "cancelled" || d.status === "sold_out" || d.visibility !== "published") return false;
  if (nowMs >= d.startMs) return false;
  return phaseOf({ onSale: t.on_sale, offSale: t.off_sale }, d.tz, nowMs) === "open";
}

const returnKey = (orderId: string) => hmac("checkout-return", orderId).slice(0, 22);

/** The signed address the provider sends the buyer back to: only this order's page, whatever the provider appends. */
export function returnPath(orderId: string, cancelled = false): string {
  return `/checkout/return/${orderId}?k=${returnKey(orderId)}${cancelled ? "&cancelled=1" : ""}`;
}

export const checkReturnKey = (orderId: string, k: string) => safeEqual(k, returnKey(orderId));

export type CheckoutResult =
  | { kind: "redirect"; url: string; order: Order }
  | SoldOut
  | { kind: "closed" }
  | { kind: "unavailable"; reason: string };

export interface TicketBuy {
  /** This site's address as the buyer reached it (return and webhook addresses); PUBLIC_URL wins. */
  origin?: string;
  eventId: string;
  date: string;
  email: string;
  name: string;
  language: string | null;
  lines: WantedLine[];
  currency: string;
}

/** Hands the order to the provider; on failure the hold ends at once. */
async function toProvider(
  provider: PaymentProvider,
  order: Order,
  lines: WantedLine[],
  description: string,
  nowMs: number,
  database: DB,
  origin = publicOrigin(),
): Promise<CheckoutResult> {
  try {
    const page = await provider.createCheckout(
      {
        orderId: order.id,
        number: order.number,
        description,
        currency: order.currency,
        total: order.total,
        lines: lines.map((l) => ({ name: l.name, unitAmount: l.unitPrice, quantity: l.quantity })),
        email: order.email,
        returnUrl: `${origin}${returnPath(order.id)}`,
        cancelUrl: `${origin}${returnPath(order.id, true)}`,
        webhookUrl: `${origin}/webhooks/${provider.name}`,
        expiresAtMs: Math.max(nowMs + PROVIDER_PAGE_MS, nowMs + HOLD_MS),
        locale: order.language,
      },
      `checkout:${order.id}`,
    );
    const at = new Date(nowMs).toISOString();
    await patchOrder(database, order.id, { provider_ref: page.ref, checkout_url: page.url, updated_at: at });
    return { kind: "redirect", url: page.url, order: { ...order, provider_ref: page.ref, checkout_url: page.url } };
  } catch (e) {
    logError(e);
    const at = new Date(nowMs).toISOString();
    await addOrderEvent(database, order.id, "provider_failed", at, {
      error: e instanceof Error ? e.message : String(e),
    });
    await expireOrder(order, at, { reason: "provider_failed" }, true);
    return { kind: "unavailable", reason: e instanceof Error ? e.message : String(e) };
  }
}

export interface SupportGift {
  /** This site's address as the buyer reached it (return and webhook addresses); PUBLIC_URL wins. */
  origin?: string;
  amount: number;
  email: string;
  name: string;
  message: string;
  language: string | null;
}

/** A one-off payment of support (pay what you want): no places, the same providers and safeguards. */
export function startSupportCheckout(
  g: SupportGift,
  siteName: string,
  nowMs: number,
  database: DB = db(),
): Promise<CheckoutResult> {
  return startOneLineCheckout({ ...g, kind: "support", lineName: siteName, description: siteName }, nowMs, database);
}

/** One line, no places (support, a release's download): the amount is the caller's, from our records. */
export async function startOneLineCheckout(
  g: SupportGift & { kind: "support" | "release"; lineName: string; description: string },
  nowMs: number,
  database: DB = db(),
): Promise<CheckoutResult> {
  const { provider, config } = await currentProvider();
  if (!provider) return { kind: "unavailable", reason: config.problem ?? "no provider" };
  const s = config.settings;
  const nowIso = new Date(nowMs).toISOString();
  const order: Order = {
    id: newId(),
    number: newOrderNumber(),
    kind: g.kind,
    event_id: null,
    date: null,
    email: g.email,
    name: g.name,
    language: g.language,
    state: "pending",
    currency: s.currency,
    total: g.amount,
    places: 0,
    vat_rate: g.kind === "release" ? s.vat_rate : 0,
    vat_amount: g.kind === "release" ? vatIncluded(g.amount, s.vat_rate) : 0,
    provider: provider.name,
    test_mode: provider.testMode ? 1 : 0,
    provider_ref: null,
    payment_ref: null,
    checkout_url: null,
    hold_until: new Date(nowMs + HOLD_MS).toISOString(),
    fee: null,
    refunded: 0,
    message: g.message,
    settled: 0,
    created_at: nowIso,
    paid_at: null,
    mailed_at: null,
    updated_at: nowIso,
  };
  await database.transaction().execute(async (trx) => {
    await insertOrder(trx, order, [
      { id: newId(), order_id: order.id, type_id: null, name: g.lineName, unit_price: g.amount, quantity: 1 },
    ]);
    await addOrderEvent(trx, order.id, "created", nowIso, {});
  });
  return toProvider(
    provider,
    order,
    [{ typeId: "", name: g.lineName, quantity: 1, unitPrice: g.amount }],
    `${g.description} · ${order.number}`,
    nowMs,
    database,
    g.origin,
  );
}

/** A buyer's tickets: held, then off to the provider's page. */
export async function startTicketCheckout(
  b: TicketBuy,
  types: readonly TicketType[],
  vatRate: number,
  nowMs: number,
  database: DB = db(),
): Promise<CheckoutResult> {
  const d = await getEventDate(b.eventId, b.date);
  if (!d || d.date !== b.date || (await dateCancelled(b.eventId, b.date))) return { kind: "closed" };
  for (const l of b.lines) {
    const t = types.find((x) => x.id === l.typeId);
    if (!t || !onSale(t, d, nowMs)) return { kind: "closed" };
  }
  const { provider, config } = await currentProvider();
  if (!provider) return { kind: "unavailable", reason: config.problem ?? "no provider" };
  const total = b.lines.reduce((s, l) => s + l.unitPrice * l.quantity, 0);
  const held = await holdPlaces(
    {
      ...b,
      vatRate,
      vatAmount: vatIncluded(total, vatRate),
      provider: provider.name,
      testMode: provider.testMode,
    },
    types,
    nowMs,
    database,
  );
  if (held.kind !== "held") return held;
  return toProvider(provider, held.order, b.lines, `${d.title} · ${held.order.number}`, nowMs, database, b.origin);
}
