/**
 * The studio's orders (issue 29): the list with search and filters, one
 * order with its timeline, resending its tickets, refunds (refunds.server.ts)
 * and the accounting CSV (gross, VAT, provider fee, net). Services audit.
 */
import { getEventDate } from "~/capabilities/events/index.server.ts";
import { audit, type Actor } from "~/core/audit/audit.server.ts";
import { db } from "~/core/db/client.server.ts";
import { AppError } from "~/core/errors.ts";
import { toDecimal } from "../lib/money.ts";
import { addOrderEvent, getOrder, linesOf, orderEvents, type Order } from "./data/orders.server.ts";
import { listOrders, refundsOf, type OrderFilters } from "./data/studio.server.ts";
import type { OrderKind, OrderState } from "./data/tables.server.ts";
import { csvRow } from "~/core/csv/csv.server.ts";
import { mailTransport, queueDownloadMail, queueOrderMail, wakeMail } from "./mail.server.ts";
import { grantsOfOrder } from "./store/data.server.ts";
import { newGrant } from "./store/grants.server.ts";
import { ticketsOf } from "./tickets.server.ts";
import { refundOrder, type RefundOutcome } from "./refunds.server.ts";

const STATES: OrderState[] = ["pending", "paid", "partially_refunded", "refunded", "expired"];
const KINDS: OrderKind[] = ["tickets", "support", "release"];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function readFilters(q: URLSearchParams): OrderFilters {
  const state = q.get("state") ?? "";
  const kind = q.get("kind") ?? "";
  return {
    q: (q.get("q") ?? "").slice(0, 100),
    state: (STATES as string[]).includes(state) ? (state as OrderState) : "",
    kind: (KINDS as string[]).includes(kind) ? (kind as OrderKind) : "",
    event: (q.get("event") ?? "").slice(0, 40),
    from: DAY.test(q.get("from") ?? "") ? q.get("from")! : "",
    to: DAY.test(q.get("to") ?? "") ? q.get("to")! : "",
  };
}

export async function ordersPage(f: OrderFilters) {
  const orders = await listOrders(f);
  const titles = new Map<string, string>();
  for (const id of new Set(orders.map((o) => o.event_id).filter((x): x is string => !!x))) {
    const d = await getEventDate(id, null);
    titles.set(id, d?.title ?? "—");
  }
  return orders.map((o) => ({ ...o, eventTitle: o.event_id ? (titles.get(o.event_id) ?? "—") : null }));
}

export async function orderDetail(id: string) {
  const o = await getOrder(id);
  if (!o) return null;
  const [lines, events, refunds, tickets, d, grants] = await Promise.all([
    linesOf(id),
    orderEvents(id),
    refundsOf(id),
    ticketsOf(id),
    o.event_id ? getEventDate(o.event_id, o.date) : Promise.resolve(null),
    o.kind === "release" ? grantsOfOrder(id) : Promise.resolve([]),
  ]);
  return {
    order: o,
    lines,
    events: events.map((e) => ({ ...e, detail: JSON.parse(e.detail) as Record<string, unknown> })),
    refunds,
    tickets,
    // A release's download links: made when paid, and again by each "send again".
    downloads: grants.map((g) => ({
      id: g.id,
      createdAt: g.created_at,
      expiresAt: g.expires_at,
      uses: g.uses,
      max: g.max_uses,
    })),
    event: d ? { title: d.title, whenText: d.whenText, tz: d.tz } : null,
    refundable: o.state === "paid" || o.state === "partially_refunded" ? o.total - o.refunded : 0,
  };
}

/** Queues the receipt with the tickets again (a lost e-mail, a new address is not offered: it goes where it went). */
export async function resendTickets(actor: Actor, id: string, nowIso: string): Promise<OrderKind> {
  const o = await getOrder(id);
  if (!o || (o.state !== "paid" && o.state !== "partially_refunded"))
    throw new AppError("invalid", { message: "Only a paid order's tickets can be sent again." });
  const transport = await mailTransport();
  await db()
    .transaction()
    .execute(async (trx) => {
      if (o.kind === "release") {
        // A fresh link (7 days, 10 downloads): the one that was lost or used up stays as it was.
        const g = await newGrant(trx, { orderId: o.id, email: o.email, language: o.language }, Date.parse(nowIso));
        await queueDownloadMail(trx, transport, g.id, o.email);
      } else await queueOrderMail(trx, transport, o.kind === "tickets" ? "r" : "s", o.id, o.email);
      await addOrderEvent(trx, o.id, "resent", nowIso, {}, actor.email);
    });
  wakeMail();
  await audit(actor, "order.resend", "order", o.id, { number: o.number });
  return o.kind;
}

export const CSV_HEADER = [
  "order",
  "created",
  "paid",
  "kind",
  "state",
  "event",
  "date",
  "buyer",
  "email",
  "currency",
  "gross",
  "vat_rate",
  "vat",
  "provider_fee",
  "refunded",
  "net",
  "provider",
  "mode",
  "provider_ref",
];

/** One row per order, amounts as decimals; net = gross − refunded − fee (VAT is inside gross, as the receipts say). */
export async function ordersCsv(actor: Actor, f: OrderFilters): Promise<string> {
  const orders = await ordersPage(f);
  const rows = orders
    .filter((o) => o.state !== "pending" && o.state !== "expired")
    .map((o: Order & { eventTitle: string | null }) =>
      csvRow([
        o.number,
        o.created_at,
        o.paid_at ?? "",
        o.kind,
        o.state,
        o.eventTitle ?? "",
        o.date ?? "",
        o.name,
        o.email,
        o.currency,
        toDecimal(o.total),
        o.vat_rate ? (o.vat_rate / 100).toString() : "",
        toDecimal(o.vat_amount),
        o.fee === null ? "" : toDecimal(o.fee),
        toDecimal(o.refunded),
        toDecimal(o.total - o.refunded - (o.fee ?? 0)),
        o.provider,
        o.test_mode ? "test" : "live",
        o.provider_ref ?? "",
      ]),
    );
  await audit(actor, "orders.export", "order", null, { rows: rows.length });
  return [csvRow(CSV_HEADER), ...rows].join("");
}

/** A refund asked for in the studio: through the provider, the buyer e-mailed, audited. */
export async function refundFromStudio(
  actor: Actor,
  id: string,
  amount: number | null,
  reason: string,
  key: string,
  nowMs: number,
): Promise<RefundOutcome> {
  const r = await refundOrder(id, amount, { reason, actor: actor.email, mail: "f", id: key }, nowMs);
  if (r.ok) await audit(actor, "order.refund", "order", id, { amount: r.amount });
  return r;
}
