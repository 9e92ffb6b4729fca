/**
 * Sales for the Insights page (issue 29: "sales per event and per day"): paid
 * orders summed per currency, per day (the site's time zone) and per event.
 * Amounts are the stored orders' — gross as charged, what was refunded since,
 * and net of both — never anything a browser sent. Orders in two currencies
 * are never added together: each sum is per currency.
 */
import type { OrderKind } from "../server/data/tables.server.ts";

export interface SaleRow {
  kind: OrderKind;
  event_id: string | null;
  currency: string;
  total: number;
  refunded: number;
  places: number;
  paid_at: string;
}

export interface SalesSum {
  currency: string;
  orders: number;
  /** Tickets sold (support payments sell none). */
  tickets: number;
  gross: number;
  refunded: number;
  net: number;
}

export interface SalesReport {
  /** One per currency, the largest gross first. */
  totals: SalesSum[];
  /** Days with sales, newest first; one row per day and currency. */
  days: (SalesSum & { day: string })[];
  /** Events with ticket sales, the largest gross first; one row per event and currency. Support payments have no event. */
  events: (SalesSum & { eventId: string })[];
}

const empty = (currency: string): SalesSum => ({ currency, orders: 0, tickets: 0, gross: 0, refunded: 0, net: 0 });

function add(into: SalesSum, r: SaleRow) {
  into.orders += 1;
  if (r.kind === "tickets") into.tickets += r.places;
  into.gross += r.total;
  into.refunded += r.refunded;
  into.net = into.gross - into.refunded;
}

function bucket<T extends SalesSum>(map: Map<string, T>, key: string, make: () => T): T {
  let v = map.get(key);
  if (!v) map.set(key, (v = make()));
  return v;
}

/** Sums `rows` whose paid day (in `timeZone`) falls within from…to (inclusive, "YYYY-MM-DD"). */
export function summariseSales(rows: readonly SaleRow[], from: string, to: string, timeZone: string): SalesReport {
  const dayOf = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
  const totals = new Map<string, SalesSum>();
  const days = new Map<string, SalesSum & { day: string }>();
  const events = new Map<string, SalesSum & { eventId: string }>();
  for (const r of rows) {
    const day = dayOf.format(new Date(r.paid_at));
    if (day < from || day > to) continue;
    add(
      bucket(totals, r.currency, () => empty(r.currency)),
      r,
    );
    add(
      bucket(days, `${day}|${r.currency}`, () => ({ ...empty(r.currency), day })),
      r,
    );
    if (r.kind === "tickets" && r.event_id)
      add(
        bucket(events, `${r.event_id}|${r.currency}`, () => ({ ...empty(r.currency), eventId: r.event_id! })),
        r,
      );
  }
  const byGross = (a: SalesSum, b: SalesSum) => b.gross - a.gross || a.currency.localeCompare(b.currency);
  return {
    totals: [...totals.values()].sort(byGross),
    days: [...days.values()].sort((a, b) => b.day.localeCompare(a.day) || a.currency.localeCompare(b.currency)),
    events: [...events.values()].sort(byGross),
  };
}
