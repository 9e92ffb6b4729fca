/**
 * What the provider says decides an order (issue 29, ADR 2900): a webhook, the
 * buyer's return and the poller all end here with the provider's own answer
 * (never the browser's). Every step is a conditional change of the order's
 * state, so a replayed, duplicated or late message changes nothing twice:
 *
 *   pending + paid, hold running          → paid, tickets issued, receipt queued
 *   pending/expired + paid, hold over     → paid if the places are still free,
 *                                           else refunded in full and told so
 *   pending + expired/failed at provider  → expired, places released
 *   paid/refunded + anything              → nothing (fee filled in once known)
 */
import { withDatePlaces, type DatePlaces, type Trx } from "~/capabilities/rsvp/index.server.ts";
import { contentChanged } from "~/core/db/content-version.server.ts";
import { db } from "~/core/db/client.server.ts";
import { newId } from "~/core/db/ids.server.ts";
import { logWarn } from "~/core/log.server.ts";
import { signalOutcome } from "~/core/observe.server.ts";
import { addOrderEvent, getOrder, linesOf, moveOrder, patchOrder, type Order } from "./data/orders.server.ts";
import { typesOfEvent } from "./data/types.server.ts";
import { fits } from "./hold.server.ts";
import { mailTransport, queueDownloadMail, queueOrderMail, wakeMail } from "./mail.server.ts";
import { refundOrder } from "./refunds.server.ts";
import type { PaymentStatus } from "./providers/types.server.ts";
import { codeHash, ticketCode } from "./tokens.server.ts";
import { newGrant } from "./store/grants.server.ts";

export type Settled = "paid" | "paid_late" | "sold_out_refund" | "expired" | "unchanged" | "mismatch" | "unknown";

async function issueTickets(trx: Trx, o: Order): Promise<void> {
  const lines = await linesOf(o.id, trx);
  let position = 0;
  const rows = lines.flatMap((l) =>
    Array.from({ length: l.quantity }, () => {
      const id = newId();
      position += 1;
      return {
        id,
        order_id: o.id,
        line_id: l.id,
        event_id: o.event_id!,
        date: o.date!,
        token_hash: codeHash(ticketCode(id)),
        position,
        state: "valid" as const,
        checked_in_at: null,
        checked_in_by: null,
      };
    }),
  );
  if (rows.length) await trx.insertInto("tickets").values(rows).execute();
}

/** Applies the provider's answer about `orderId`; `via` names where it came from (for the timeline). */
export async function applyStatus(orderId: string, st: PaymentStatus, via: string, nowMs: number): Promise<Settled> {
  const o = await getOrder(orderId);
  if (!o) return "unknown";
  const nowIso = new Date(nowMs).toISOString();
  if (st.orderId && st.orderId !== o.id) {
    logWarn(`payments: ${via} for ${o.number} names another order (${st.orderId}); ignored`);
    return "mismatch";
  }
  if (st.status === "paid") {
    if (st.amount !== o.total || st.currency !== o.currency) {
      await addOrderEvent(db(), o.id, "amount_mismatch", nowIso, { via, amount: st.amount, currency: st.currency });
      logWarn(`payments: ${o.number} paid ${st.amount} ${st.currency}, expected ${o.total} ${o.currency}`);
      return "mismatch";
    }
    if (o.state !== "pending" && o.state !== "expired") {
      if (o.fee === null && st.fee !== null) await patchOrder(db(), o.id, { fee: st.fee });
      return "unchanged";
    }
    return o.kind === "tickets" ? settleTickets(o, st, via, nowIso) : settleSupport(o, st, via, nowIso);
  }
  if ((st.status === "expired" || st.status === "failed") && (o.state === "pending" || o.state === "expired")) {
    const changed = await expireOrder(o, nowIso, { via, provider: st.status }, true);
    return changed ? "expired" : "unchanged";
  }
  return "unchanged";
}

async function settleSupport(o: Order, st: PaymentStatus, via: string, nowIso: string): Promise<Settled> {
  const transport = await mailTransport();
  const moved = await db()
    .transaction()
    .execute(async (trx) => {
      const ok = await moveOrder(trx, o.id, ["pending", "expired"], {
        state: "paid",
        paid_at: nowIso,
        payment_ref: st.paymentRef,
        fee: st.fee,
        settled: 1,
        updated_at: nowIso,
      });
      if (!ok) return false;
      await addOrderEvent(trx, o.id, "paid", nowIso, { via });
      if (o.kind === "release") {
        // The download link is made here, with the payment: only the provider's word unlocks it, never the redirect.
        const g = await newGrant(trx, { orderId: o.id, email: o.email, language: o.language }, Date.parse(nowIso));
        await queueDownloadMail(trx, transport, g.id, o.email);
      } else await queueOrderMail(trx, transport, "s", o.id, o.email);
      return true;
    });
  if (moved) {
    wakeMail();
    if (o.kind === "support") signalOutcome({ kind: "support_payment", subject: "" });
  }
  return moved ? "paid" : "unchanged";
}

async function settleTickets(o: Order, st: PaymentStatus, via: string, nowIso: string): Promise<Settled> {
  const [transport, types] = await Promise.all([mailTransport(), typesOfEvent(o.event_id!)]);
  const outcome = await withDatePlaces(o.event_id!, o.date!, nowIso, async (trx, places: DatePlaces) => {
    const cur = await getOrder(o.id, trx);
    if (!cur || (cur.state !== "pending" && cur.state !== "expired")) return "unchanged" as const;
    const holding = cur.state === "pending" && cur.hold_until !== null && cur.hold_until > nowIso;
    let late = false;
    if (!holding) {
      // The hold ended (its claim no longer counts): the places are ours only if nobody took them meanwhile.
      const lines = (await linesOf(cur.id, trx)).map((l) => ({ typeId: l.type_id ?? "", quantity: l.quantity }));
      const short = await fits(
        trx,
        places,
        { eventId: cur.event_id!, date: cur.date!, exceptOrder: cur.id },
        lines,
        types,
        nowIso,
      );
      if (short) {
        await places.release(cur.id);
        await moveOrder(trx, cur.id, ["pending", "expired"], {
          state: "paid",
          paid_at: nowIso,
          payment_ref: st.paymentRef,
          fee: st.fee,
          settled: 1,
          updated_at: nowIso,
        });
        await addOrderEvent(trx, cur.id, "paid_after_sold_out", nowIso, { via });
        return "sold_out_refund" as const;
      }
      late = true;
    }
    await moveOrder(trx, cur.id, ["pending", "expired"], {
      state: "paid",
      paid_at: nowIso,
      payment_ref: st.paymentRef,
      fee: st.fee,
      hold_until: null,
      settled: 1,
      updated_at: nowIso,
    });
    await places.claim(cur.id, cur.places, null);
    await issueTickets(trx, cur);
    await addOrderEvent(trx, cur.id, late ? "paid_late" : "paid", nowIso, { via });
    await queueOrderMail(trx, transport, "r", cur.id, cur.email);
    return late ? ("paid_late" as const) : ("paid" as const);
  });
  if (outcome === "sold_out_refund") {
    // Outside the lock: the refund is a provider call. Its own key makes a second try a no-op.
    await refundOrder(o.id, null, { reason: "sold_out", actor: null, mail: "x" }, Date.parse(nowIso));
  } else if (outcome !== "unchanged") {
    wakeMail();
    signalOutcome({ kind: "ticket_sale", subject: o.event_id! });
    await contentChanged();
  }
  return outcome;
}

/** Ends a pending order's hold (or records that the provider closed an expired one); true when it changed. */
export async function expireOrder(
  o: Order,
  nowIso: string,
  detail: Record<string, unknown>,
  providerClosed: boolean,
): Promise<boolean> {
  const run = async (trx: Trx, places: DatePlaces | null) => {
    const ok = await moveOrder(trx, o.id, ["pending"], {
      state: "expired",
      settled: providerClosed ? 1 : 0,
      updated_at: nowIso,
    });
    if (!ok) {
      if (providerClosed) await moveOrder(trx, o.id, ["expired"], { settled: 1, updated_at: nowIso });
      return false;
    }
    if (places) await places.release(o.id);
    await addOrderEvent(trx, o.id, "expired", nowIso, detail);
    return true;
  };
  if (o.kind === "tickets" && o.event_id && o.date) {
    const changed = await withDatePlaces(o.event_id, o.date, nowIso, (trx, places) => run(trx, places));
    if (changed) await contentChanged();
    return changed;
  }
  return db()
    .transaction()
    .execute((trx) => run(trx, null));
}
