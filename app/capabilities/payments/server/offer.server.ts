/**
 * What a date offers for sale now (issue 29), for the event page's Buy form,
 * the checkout page and schema.org `Offer`s: each ticket type with its price,
 * its state (on sale, soon, sold out, ended) and how many are left, from the
 * same counts the hold decides with (read without the lock: a page may be a
 * moment behind, the hold never is).
 */
import { getEventDate, type EventDate } from "~/capabilities/events/index.server.ts";
import { datePlacesLeft } from "~/capabilities/rsvp/index.server.ts";
import { phaseOf, saleTimeLabel } from "~/capabilities/events/index.ts";
import { db } from "~/core/db/client.server.ts";
import { localToUtcMs } from "~/core/dates/zoned.ts";
import { takenOfTypes } from "./data/orders.server.ts";
import { typesForDate, type TicketType } from "./data/types.server.ts";
import { currentProvider } from "./config.server.ts";
import { dateCancelled } from "./date-refunds.server.ts";

export type TypeState = "open" | "soon" | "sold_out" | "ended";

export interface OfferType {
  id: string;
  name: string;
  price: number;
  currency: string;
  pwyw: boolean;
  pwywMin: number;
  state: TypeState;
  /** Of this type per date, and still free now. */
  quantity: number;
  left: number;
  maxQty: number;
  /** "Fri 10:00 CEST" before the sale opens. */
  opensText: string | null;
  /** ISO instant the sale opens (schema.org validFrom). */
  validFrom: string | null;
}

export interface DateOffer {
  date: EventDate;
  types: OfferType[];
  /** Places left on the date when it shares them with RSVPs (null: no shared limit). */
  dateLeft: number | null;
  /** A provider is set up and reachable in principle. */
  canSell: boolean;
  testMode: boolean;
  /** The next instant a type's state changes with the clock (a cached page expires there). */
  nextChangeMs: number | null;
}

/** Few left: at most 5, or a tenth of what there was. */
export const fewLeft = (left: number, quantity: number) => left > 0 && left <= Math.max(5, Math.ceil(quantity / 10));

export async function dateOffer(eventId: string, date: string, nowMs: number): Promise<DateOffer | null> {
  const d = await getEventDate(eventId, date);
  if (!d || d.date !== date) return null;
  const types: TicketType[] = await typesForDate(eventId, date);
  if (!types.length) return null;
  const nowIso = new Date(nowMs).toISOString();
  const places = await datePlacesLeft(eventId, date, nowIso);
  const taken = await takenOfTypes(
    db(),
    eventId,
    date,
    types.map((t) => t.id),
    nowIso,
  );
  const { provider, config } = await currentProvider();
  const over =
    d.status === "cancelled" ||
    nowMs >= d.startMs ||
    d.visibility !== "published" ||
    (await dateCancelled(eventId, date));
  let next: number | null = null;
  const view = types.map((t): OfferType => {
    const phase = phaseOf({ onSale: t.on_sale, offSale: t.off_sale }, d.tz, nowMs);
    for (const local of [t.on_sale, t.off_sale]) {
      const ms = local ? localToUtcMs(local, d.tz) : null;
      if (ms !== null && ms > nowMs && (next === null || ms < next)) next = ms;
    }
    let left = Math.max(0, t.quantity - (taken.get(t.id) ?? 0));
    if (places !== null) left = Math.min(left, places);
    const state: TypeState =
      over || phase === "ended"
        ? "ended"
        : d.status === "sold_out" || left === 0
          ? "sold_out"
          : phase === "soon"
            ? "soon"
            : "open";
    const onMs = t.on_sale ? localToUtcMs(t.on_sale, d.tz) : null;
    return {
      id: t.id,
      name: t.name,
      price: t.price,
      currency: t.currency,
      pwyw: t.pwyw === 1,
      pwywMin: t.pwyw_min,
      state,
      quantity: t.quantity,
      left,
      maxQty: Math.max(0, Math.min(t.max_per_order, left, 20)),
      opensText: state === "soon" && onMs !== null ? saleTimeLabel(onMs, d.tz, nowMs) : null,
      validFrom: onMs !== null ? new Date(onMs).toISOString() : null,
    };
  });
  return {
    date: d,
    types: view,
    dateLeft: places,
    canSell: provider !== null,
    testMode: config.testMode,
    nextChangeMs: next,
  };
}
