/**
 * Orders, their lines and timeline (SQL only). Functions taking `trx` run
 * inside the date's lock when the order holds places (ADR 2900).
 */
import { sql, type Selectable, type Transaction } from "kysely";
import { db } from "~/core/db/client.server.ts";
import { newId } from "~/core/db/ids.server.ts";
import type { Database } from "~/core/db/schema.server.ts";
import type { OrderLinesTable, OrdersTable, OrderState } from "./tables.server.ts";

export type Order = Selectable<OrdersTable>;
export type OrderLine = Selectable<OrderLinesTable>;
type Q = Transaction<Database> | ReturnType<typeof db>;

/** States whose places count as sold (and whose tickets admit). */
export const SOLD: OrderState[] = ["paid", "partially_refunded"];

export async function insertOrder(q: Q, o: Order, lines: OrderLine[]): Promise<void> {
  await q.insertInto("orders").values(o).execute();
  if (lines.length) await q.insertInto("order_lines").values(lines).execute();
}

export function getOrder(id: string, q: Q = db()): Promise<Order | undefined> {
  return q.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirst();
}

export function orderByRef(ref: string, q: Q = db()): Promise<Order | undefined> {
  return q.selectFrom("orders").selectAll().where("provider_ref", "=", ref).executeTakeFirst();
}

export function linesOf(orderId: string, q: Q = db()): Promise<OrderLine[]> {
  return q.selectFrom("order_lines").selectAll().where("order_id", "=", orderId).orderBy("id").execute();
}

/** Changes an order only while it is in one of `from`; true when it did (another process may have been first). */
export async function moveOrder(q: Q, id: string, from: OrderState[], patch: Partial<Order>): Promise<boolean> {
  const r = await q.updateTable("orders").set(patch).where("id", "=", id).where("state", "in", from).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function patchOrder(q: Q, id: string, patch: Partial<Order>): Promise<void> {
  await q.updateTable("orders").set(patch).where("id", "=", id).execute();
}

export async function addOrderEvent(
  q: Q,
  orderId: string,
  kind: string,
  at: string,
  detail: Record<string, unknown> = {},
  actor: string | null = null,
): Promise<void> {
  await q
    .insertInto("order_events")
    .values({ id: newId(), order_id: orderId, at, kind, detail: JSON.stringify(detail), actor })
    .execute();
}

export function orderEvents(orderId: string) {
  return db()
    .selectFrom("order_events")
    .selectAll()
    .where("order_id", "=", orderId)
    .orderBy("at")
    .orderBy("id")
    .execute();
}

/**
 * Places of these ticket types sold or held on a date at `nowIso`, per type,
 * leaving out `exceptOrder` (an order being decided again).
 */
export async function takenOfTypes(
  q: Q,
  eventId: string,
  date: string,
  typeIds: string[],
  nowIso: string,
  exceptOrder = "",
): Promise<Map<string, number>> {
  if (!typeIds.length) return new Map();
  const rows = await q
    .selectFrom("order_lines as l")
    .innerJoin("orders as o", "o.id", "l.order_id")
    .select(["l.type_id"])
    .select((eb) => eb.fn.sum<number>("l.quantity").as("n"))
    .where("o.event_id", "=", eventId)
    .where("o.date", "=", date)
    .where("l.type_id", "in", typeIds)
    .where("o.id", "!=", exceptOrder)
    .where((eb) =>
      eb.or([eb("o.state", "in", SOLD), eb.and([eb("o.state", "=", "pending"), eb("o.hold_until", ">", nowIso)])]),
    )
    .groupBy("l.type_id")
    .execute();
  return new Map(rows.map((r) => [r.type_id ?? "", Number(r.n)]));
}

/** Pending orders to ask the provider about: their hold has ended, or they are older than `quietSince` (a webhook may be lost). */
export function ordersToPoll(nowIso: string, quietSince: string, limit = 50): Promise<Order[]> {
  return db()
    .selectFrom("orders")
    .selectAll()
    .where("settled", "=", 0)
    .where("provider_ref", "is not", null)
    .where((eb) =>
      eb.or([
        eb.and([
          eb("state", "=", "pending"),
          eb.or([eb("hold_until", "<=", nowIso), eb("updated_at", "<=", quietSince)]),
        ]),
        // An order whose hold ended may still be paid on the provider's page until it closes.
        eb("state", "=", "expired"),
      ]),
    )
    .orderBy("updated_at")
    .limit(limit)
    .execute();
}

/** Pending orders that never reached the provider (the process stopped in between): their holds end by themselves. */
export async function abandonUnsent(beforeIso: string): Promise<number> {
  const r = await db()
    .updateTable("orders")
    .set({ state: "expired", settled: 1, updated_at: sql<string>`updated_at` })
    .where("state", "=", "pending")
    .where("provider_ref", "is", null)
    .where("hold_until", "<=", beforeIso)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}
