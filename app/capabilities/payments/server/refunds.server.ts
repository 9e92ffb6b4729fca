/**
 * Refunds through the provider (issue 29): full or partial, never more than
 * what is left, each with its own idempotency key — a refund's id, so a
 * double-clicked form, a retry after a time-out or a resumed bulk refund never
 * pays back twice. A full refund voids the order's tickets and frees its places.
 */
import type { Transaction } from "kysely";
import { withDatePlaces } from "~/capabilities/rsvp/index.server.ts";
import type { Database } from "~/core/db/schema.server.ts";
import { contentChanged } from "~/core/db/content-version.server.ts";
import { db } from "~/core/db/client.server.ts";
import { AppError } from "~/core/errors.ts";
import { formatMoney } from "../lib/money.ts";
import { addOrderEvent, getOrder, patchOrder, SOLD, type Order } from "./data/orders.server.ts";
import { providerForOrder } from "./config.server.ts";
import { mailTransport, queueOrderMail, wakeMail, type OrderMailKind } from "./mail.server.ts";
import { ProviderError } from "./providers/types.server.ts";

export interface RefundOptions {
  reason: string;
  /** Who asked (the studio user's address), or null for the site itself. */
  actor: string | null;
  /** The e-mail that tells the buyer, or none. */
  mail: OrderMailKind | null;
  /** The refund's id, also its idempotency key: the form's one-time key, or `full-<order>` for whole refunds. */
  id?: string;
}

export type RefundOutcome = { ok: true; amount: number; state: string } | { ok: false; message: string };

async function refundedSoFar(orderId: string): Promise<number> {
  const r = await db()
    .selectFrom("refunds")
    .select((eb) => eb.fn.sum<number>("amount").as("n"))
    .where("order_id", "=", orderId)
    .where("state", "!=", "failed")
    .executeTakeFirst();
  return Number(r?.n ?? 0);
}

/** Refunds `amount` (null: all that is left) of a paid order. Refusals are AppErrors with a clear message. */
export async function refundOrder(
  orderId: string,
  amount: number | null,
  opts: RefundOptions,
  nowMs: number,
): Promise<RefundOutcome> {
  const o = await getOrder(orderId);
  if (!o) throw new AppError("not_found", { message: "No such order." });
  const nowIso = new Date(nowMs).toISOString();
  const id = opts.id ?? (amount === null ? `full-${o.id}` : null);
  if (!id) throw new AppError("invalid", { message: "A partial refund needs its form's key." });
  const existing = await db().selectFrom("refunds").selectAll().where("id", "=", id).executeTakeFirst();
  if (existing?.state === "succeeded" || (existing && existing.provider_ref))
    return { ok: true, amount: existing.amount, state: existing.state };
  if (!existing) {
    if (!SOLD.includes(o.state))
      throw new AppError("invalid", { field: "amount", message: "This order has nothing to refund." });
    const left = o.total - (await refundedSoFar(o.id));
    const want = amount ?? left;
    if (!Number.isInteger(want) || want <= 0)
      throw new AppError("invalid", { field: "amount", message: "Enter an amount above zero." });
    if (want > left)
      throw new AppError("invalid", {
        field: "amount",
        message: `That is more than what is left to refund (${formatMoney(left, o.currency)}).`,
      });
    await db()
      .insertInto("refunds")
      .values({
        id,
        order_id: o.id,
        amount: want,
        state: "pending",
        provider_ref: null,
        reason: opts.reason,
        error: null,
        actor: opts.actor,
        created_at: nowIso,
        updated_at: nowIso,
      })
      .onConflict((oc) => oc.column("id").doNothing())
      .execute();
  }
  const row = (await db().selectFrom("refunds").selectAll().where("id", "=", id).executeTakeFirst())!;
  try {
    const provider = await providerForOrder(o);
    const r = await provider.refund(
      { ref: o.provider_ref ?? "", paymentRef: o.payment_ref, currency: o.currency },
      row.amount,
      `refund:${row.id}`,
    );
    await db()
      .updateTable("refunds")
      .set({ state: r.state, provider_ref: r.ref, error: null, updated_at: nowIso })
      .where("id", "=", row.id)
      .execute();
    if (r.state === "failed") {
      await addOrderEvent(db(), o.id, "refund_failed", nowIso, { amount: row.amount }, opts.actor);
      return { ok: false, message: "The provider refused the refund." };
    }
  } catch (e) {
    const message = e instanceof ProviderError || e instanceof Error ? e.message : String(e);
    await db()
      .updateTable("refunds")
      .set({ state: "failed", error: message.slice(0, 500), updated_at: nowIso })
      .where("id", "=", row.id)
      .execute();
    await addOrderEvent(db(), o.id, "refund_failed", nowIso, { amount: row.amount, error: message }, opts.actor);
    return { ok: false, message };
  }
  await recordRefund(o, row.amount, opts, nowIso);
  return { ok: true, amount: row.amount, state: "succeeded" };
}

/** The order's sums and state after an accepted refund; a whole refund voids its tickets and frees its places. */
async function recordRefund(o: Order, amount: number, opts: RefundOptions, nowIso: string): Promise<void> {
  const transport = await mailTransport();
  const refunded = await refundedSoFar(o.id);
  const whole = refunded >= o.total;
  const apply = async (trx: Transaction<Database>) => {
    await patchOrder(trx, o.id, {
      refunded,
      state: whole ? "refunded" : "partially_refunded",
      updated_at: nowIso,
    });
    if (whole) await trx.updateTable("tickets").set({ state: "void" }).where("order_id", "=", o.id).execute();
    await addOrderEvent(
      trx,
      o.id,
      whole ? "refunded" : "partially_refunded",
      nowIso,
      { amount, reason: opts.reason },
      opts.actor,
    );
    if (opts.mail) await queueOrderMail(trx, transport, opts.mail, o.id, o.email);
  };
  if (whole && o.kind === "tickets" && o.event_id && o.date) {
    await withDatePlaces(o.event_id, o.date, nowIso, async (trx, places) => {
      await apply(trx);
      await places.release(o.id);
    });
    await contentChanged();
  } else {
    await db()
      .transaction()
      .execute((trx) => apply(trx));
  }
  wakeMail();
}
