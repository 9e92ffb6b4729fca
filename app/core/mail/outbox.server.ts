/**
 * The outbox, as capabilities use it (issue 12; a core service since issue 26).
 * A capability declares its mail kinds in its manifest (`mail`), queues mail
 * of those kinds by reference inside its own transaction, and composes each
 * one at send time; the worker (worker.server.ts) sends and retries.
 */
import type { Transaction } from "kysely";
import type { Database } from "~/core/db/schema.server.ts";
import { bulkGroupCounts, insertDeliveries, retryNow } from "./data/deliveries.server.ts";
import { currentMail } from "./transport.server.ts";
import { EMAILJS_BULK_REFUSAL } from "./transports/emailjs.server.ts";
import { NOT_SENT } from "./build.server.ts";
import { mailKind } from "./kinds.server.ts";
import { wakeDeliveryWorker } from "./worker.server.ts";
import type { ComposedMail } from "./types.server.ts";

/** One mail to queue: a declared kind, what its `compose` is given, and the address it is for. */
export interface QueuedMail {
  kind: string;
  ref: string;
  recipient: string;
  /** A mailing's id when this is one of many: sent at its kind's rate, after every single mail that is due. */
  bulkGroup?: string | null;
}

/** The transport in force, and what stops it sending (for a mailing to many, EmailJS is refused: EMAILJS_BULK_REFUSAL). */
export async function outboxStatus(opts: { bulk: boolean }): Promise<{ transport: string; problem: string | null }> {
  const { transport } = await currentMail();
  if (opts.bulk && transport.name === "emailjs") return { transport: transport.name, problem: EMAILJS_BULK_REFUSAL };
  return { transport: transport.name, problem: transport.problem() };
}

/**
 * What stops mail like this one with the transport in force (e.g. EmailJS without an auto-reply template),
 * or null. Only transports with settings per kind of mail answer; the others send whatever comes.
 */
export async function mailProblemFor(mail: Pick<ComposedMail, "emailjs">): Promise<string | null> {
  const { transport } = await currentMail();
  return transport.problemFor?.(mail) ?? null;
}

/**
 * Stores deliveries inside the caller's transaction (with what they are for, or not at all); call
 * wakeOutbox() after it commits. A kind no manifest declares is refused: the mail could never be composed.
 */
export function queueMail(trx: Transaction<Database>, rows: QueuedMail[], transport: string): Promise<string[]> {
  return insertDeliveries(
    trx,
    rows.map((r) => {
      const declared = mailKind(r.kind);
      if (!declared) throw new Error(`No manifest declares the mail kind "${r.kind}" (a manifest's \`mail\`).`);
      return { kind: r.kind, ref: r.ref, source: declared.capability, recipient: r.recipient, bulkGroup: r.bulkGroup };
    }),
    transport,
  );
}

/** Look for due mail now (after a commit that queued some, or "retry now"); a no-op when the worker is off (MAIL_WORKER=false). */
export function wakeOutbox(): void {
  wakeDeliveryWorker();
}

/** "Retry now" on a delivery: failed or waiting → queued, due at once. False when it is neither. */
export async function retryMail(deliveryId: string): Promise<boolean> {
  if (!(await retryNow(deliveryId))) return false;
  wakeDeliveryWorker();
  return true;
}

/** A mailing's deliveries by state; `skipped`: not sent because its kind said so (an address unsubscribed after it was queued). */
export function mailingDeliveryCounts(group: string) {
  return bulkGroupCounts(group, NOT_SENT);
}
