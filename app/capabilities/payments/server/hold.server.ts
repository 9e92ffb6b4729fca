/**
 * Holding places for a checkout (issue 29, ADR 2900). Inside the date's lock
 * (shared with RSVPs: one counter per date) the ticket types' own quantities
 * and the date's places are checked, then the order and its claim are stored
 * in the same transaction — so no date and no ticket type is ever sold past
 * what it has, whatever the concurrency, on SQLite or across processes on
 * PostgreSQL.
 */
import { randomBytes } from "node:crypto";
import { withDatePlaces, type DatePlaces, type Trx } from "~/capabilities/rsvp/index.server.ts";
import { db, type DB } from "~/core/db/client.server.ts";
import { newId } from "~/core/db/ids.server.ts";
import { base32 } from "../lib/base32.ts";
import type { WantedLine } from "../lib/buy-form.ts";
import { addOrderEvent, insertOrder, takenOfTypes, type Order, type OrderLine } from "./data/orders.server.ts";
import type { TicketType } from "./data/types.server.ts";

/** A checkout holds its places this long (SPEC §12). */
export const HOLD_MS = 15 * 60_000;

export const newOrderNumber = (): string => `M-${base32(randomBytes(5), 8)}`;

export interface SoldOut {
  kind: "sold_out";
  /** Per type, what is still free (0: none), and the date's places left when that is the limit. */
  left: Record<string, number>;
  dateLeft: number | null;
}

/** Whether `lines` fit in what the types and the date have left; what is left when not. */
export async function fits(
  trx: Trx,
  places: DatePlaces,
  o: { eventId: string; date: string; exceptOrder?: string },
  lines: readonly Pick<WantedLine, "typeId" | "quantity">[],
  types: readonly Pick<TicketType, "id" | "quantity">[],
  nowIso: string,
): Promise<SoldOut | null> {
  const taken = await takenOfTypes(
    trx,
    o.eventId,
    o.date,
    lines.map((l) => l.typeId),
    nowIso,
    o.exceptOrder,
  );
  const left: Record<string, number> = {};
  let short = false;
  for (const l of lines) {
    const t = types.find((x) => x.id === l.typeId);
    const free = Math.max(0, (t?.quantity ?? 0) - (taken.get(l.typeId) ?? 0));
    left[l.typeId] = free;
    if (l.quantity > free) short = true;
  }
  const wanted = lines.reduce((s, l) => s + l.quantity, 0);
  const dateLeft = await places.left();
  if (wanted > dateLeft) short = true;
  return short ? { kind: "sold_out", left, dateLeft: Number.isFinite(dateLeft) ? dateLeft : null } : null;
}

export interface NewTicketOrder {
  eventId: string;
  date: string;
  email: string;
  name: string;
  language: string | null;
  currency: string;
  lines: WantedLine[];
  vatRate: number;
  vatAmount: number;
  provider: Order["provider"];
  testMode: boolean;
}

/** Stores a pending order holding its places for HOLD_MS, or says what is sold out. */
export async function holdPlaces(
  n: NewTicketOrder,
  types: readonly TicketType[],
  nowMs: number,
  database: DB = db(),
): Promise<{ kind: "held"; order: Order } | SoldOut> {
  const nowIso = new Date(nowMs).toISOString();
  const holdUntil = new Date(nowMs + HOLD_MS).toISOString();
  return withDatePlaces(
    n.eventId,
    n.date,
    nowIso,
    async (trx, places) => {
      const short = await fits(trx, places, n, n.lines, types, nowIso);
      if (short) return short;
      const id = newId();
      const quantity = n.lines.reduce((s, l) => s + l.quantity, 0);
      const order: Order = {
        id,
        number: newOrderNumber(),
        kind: "tickets",
        event_id: n.eventId,
        date: n.date,
        email: n.email,
        name: n.name,
        language: n.language,
        state: "pending",
        currency: n.currency,
        total: n.lines.reduce((s, l) => s + l.unitPrice * l.quantity, 0),
        places: quantity,
        vat_rate: n.vatRate,
        vat_amount: n.vatAmount,
        provider: n.provider,
        test_mode: n.testMode ? 1 : 0,
        provider_ref: null,
        payment_ref: null,
        checkout_url: null,
        hold_until: holdUntil,
        fee: null,
        refunded: 0,
        message: "",
        settled: 0,
        created_at: nowIso,
        paid_at: null,
        mailed_at: null,
        updated_at: nowIso,
      };
      const lines: OrderLine[] = n.lines.map((l) => ({
        id: newId(),
        order_id: id,
        type_id: l.typeId,
        name: l.name,
        unit_price: l.unitPrice,
        quantity: l.quantity,
      }));
      await insertOrder(trx, order, lines);
      await places.claim(id, quantity, holdUntil);
      await addOrderEvent(trx, id, "created", nowIso, { places: quantity, holdUntil });
      return { kind: "held" as const, order };
    },
    database,
  );
}
