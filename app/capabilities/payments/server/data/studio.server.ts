/** The studio's reads of orders (SQL only): the list with search and filters, one order, CSV rows, sales. */
import { sql } from "kysely";
import { db } from "~/core/db/client.server.ts";
import type { OrderKind, OrderState } from "./tables.server.ts";

export interface OrderFilters {
  q: string;
  state: OrderState | "";
  kind: OrderKind | "";
  event: string;
  from: string;
  to: string;
}

const like = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function listOrders(f: OrderFilters, limit = 200) {
  let q = db().selectFrom("orders").selectAll();
  if (f.q.trim()) {
    const l = like(f.q.trim());
    q = q.where(
      sql<boolean>`(lower(number) like ${l} escape '\\' or lower(email) like ${l} escape '\\' or lower(name) like ${l} escape '\\')`,
    );
  }
  if (f.state) q = q.where("state", "=", f.state);
  if (f.kind) q = q.where("kind", "=", f.kind);
  if (f.event) q = q.where("event_id", "=", f.event);
  if (f.from) q = q.where("created_at", ">=", `${f.from}T00:00:00.000Z`);
  if (f.to) q = q.where("created_at", "<=", `${f.to}T23:59:59.999Z`);
  return q.orderBy("created_at", "desc").limit(limit).execute();
}

export function refundsOf(orderId: string) {
  return db().selectFrom("refunds").selectAll().where("order_id", "=", orderId).orderBy("created_at").execute();
}

/** Paid ticket orders of a date with money left to refund (a cancelled date's bulk refund). */
export function refundableOrdersOf(eventId: string, date: string) {
  return db()
    .selectFrom("orders")
    .selectAll()
    .where("event_id", "=", eventId)
    .where("date", "=", date)
    .where("state", "in", ["paid", "partially_refunded"])
    .orderBy("created_at")
    .execute();
}

/** Orders paid between two instants (ISO, inclusive) that count as sales — refunded ones too, their refunds beside them (Insights). */
export function paidBetween(fromIso: string, toIso: string) {
  return db()
    .selectFrom("orders")
    .select(["kind", "event_id", "currency", "total", "refunded", "places", "paid_at"])
    .where("paid_at", ">=", fromIso)
    .where("paid_at", "<=", toIso)
    .where("state", "in", ["paid", "partially_refunded", "refunded"])
    .execute();
}
