/**
 * "Cancel this date and refund every order" (issue 29): a run is stored first
 * (progress for the studio), then each paid order of the date is refunded in
 * full with its own key (`full-<order>`), so a run that stops halfway — a
 * restart, a provider outage — is resumed by the payments job and never pays
 * anyone back twice. Sales for the date stop at once, and the date itself is
 * called off in the events capability first (its page, lists, calendar feeds
 * and RSVP say cancelled: ADR 2910).
 */
import { audit, type Actor } from "~/core/audit/audit.server.ts";
import { db } from "~/core/db/client.server.ts";
import { newId } from "~/core/db/ids.server.ts";
import { logError } from "~/core/log.server.ts";
import { cancelEventDate } from "~/capabilities/events/index.server.ts";
import { refundableOrdersOf } from "./data/studio.server.ts";
import { refundOrder } from "./refunds.server.ts";

export async function dateCancelled(eventId: string, date: string): Promise<boolean> {
  const r = await db()
    .selectFrom("date_refund_runs")
    .select("id")
    .where("event_id", "=", eventId)
    .where("date", "=", date)
    .executeTakeFirst();
  return r !== undefined;
}

/**
 * Cancels the date in the events capability (an unknown event or date is its AppError, and nothing is
 * refunded), then starts (or finds) the run for it; the refunds happen in the background (runDateRefunds).
 * `t`: the acting user's studio translator's, for those refusals.
 */
export async function cancelDate(
  actor: Actor,
  eventId: string,
  date: string,
  nowIso: string,
  t?: (key: string, values?: Record<string, string | number>) => string,
): Promise<string> {
  // Before any refund: a fan told "your payment is refunded" must find the date cancelled on the site.
  await cancelEventDate(actor, eventId, date, t);
  const existing = await db()
    .selectFrom("date_refund_runs")
    .selectAll()
    .where("event_id", "=", eventId)
    .where("date", "=", date)
    .executeTakeFirst();
  if (existing) return existing.id;
  const orders = await refundableOrdersOf(eventId, date);
  const id = newId();
  await db()
    .insertInto("date_refund_runs")
    .values({
      id,
      event_id: eventId,
      date,
      state: "running",
      total: orders.length,
      done: 0,
      failed: 0,
      actor: actor.email,
      created_at: nowIso,
      updated_at: nowIso,
    })
    .execute();
  await audit(actor, "date.refund_all", "event", eventId, { date, orders: orders.length });
  return id;
}

/** Works through one run (or every unfinished one): refunds what is left, counts, finishes. */
export async function runDateRefunds(nowMs: number, only?: string): Promise<void> {
  let q = db().selectFrom("date_refund_runs").selectAll().where("state", "=", "running");
  if (only) q = q.where("id", "=", only);
  for (const run of await q.execute()) {
    let failed = 0;
    for (const o of await refundableOrdersOf(run.event_id, run.date)) {
      try {
        const r = await refundOrder(
          o.id,
          null,
          { reason: "date_cancelled", actor: run.actor, mail: "c", id: `full-${o.id}` },
          nowMs,
        );
        if (!r.ok) failed += 1;
      } catch (e) {
        failed += 1;
        logError(e, { job: "payments-date-refunds" });
      }
      const done = await db()
        .selectFrom("orders")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("event_id", "=", run.event_id)
        .where("date", "=", run.date)
        .where("state", "=", "refunded")
        .executeTakeFirst();
      await db()
        .updateTable("date_refund_runs")
        .set({ done: Number(done?.n ?? 0), failed, updated_at: new Date(nowMs).toISOString() })
        .where("id", "=", run.id)
        .execute();
    }
    // Finished when nothing is left to refund; failures stay "running" and are tried again next round.
    if (failed === 0)
      await db()
        .updateTable("date_refund_runs")
        .set({ state: "done", updated_at: new Date(nowMs).toISOString() })
        .where("id", "=", run.id)
        .execute();
  }
}
