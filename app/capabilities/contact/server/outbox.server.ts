/**
 * The outbox for other capabilities (issue 12): they queue mail by reference
 * inside their own transaction and compose it at send time through their
 * manifest's `outbox` (app/core/capability.server.ts). Through index.server.ts.
 */
import type { Transaction } from "kysely";
import type { Database } from "~/core/db/schema.server.ts";
import { bulkGroupCounts, insertPreparedDeliveries, type NewPreparedDelivery } from "./data/deliveries.server.ts";
import { currentMail } from "./email/transport.server.ts";
import { EMAILJS_BULK_REFUSAL } from "./email/emailjs.server.ts";
import { NOT_SENT } from "./mail.server.ts";
import { wakeDeliveryWorker } from "./jobs.server.ts";

export type { NewPreparedDelivery };

/** The transport in force, and what stops it sending (for a mailing to many, EmailJS is refused: EMAILJS_BULK_REFUSAL). */
export async function outboxStatus(opts: { bulk: boolean }): Promise<{ transport: string; problem: string | null }> {
  const { transport } = await currentMail();
  if (opts.bulk && transport.name === "emailjs") return { transport: transport.name, problem: EMAILJS_BULK_REFUSAL };
  return { transport: transport.name, problem: transport.problem() };
}

/** Stores deliveries inside the caller's transaction; call wakeOutbox() after it commits. */
export function queuePreparedMail(
  trx: Transaction<Database>,
  rows: NewPreparedDelivery[],
  transport: string,
): Promise<string[]> {
  return insertPreparedDeliveries(trx, rows, transport);
}

export function wakeOutbox(): void {
  wakeDeliveryWorker();
}

/** A mailing's deliveries by state; `skipped`: not sent because its capability said so (an address unsubscribed after it was queued). */
export function mailingDeliveryCounts(group: string) {
  return bulkGroupCounts(group, NOT_SENT);
}
