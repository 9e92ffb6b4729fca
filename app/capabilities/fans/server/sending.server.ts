/**
 * A mailing goes out (issue 12 points 5–7): its deliveries are stored in the
 * outbox in the same transaction that moves it from draft or scheduled to
 * sending — all of them or none, and only once (the status change is a
 * compare-and-set, so two processes or a double click queue it once). From
 * there the outbox's lease does the rest: a crash mid-send leaves the rows
 * queued or claimed, and the next worker continues where it stopped
 * (docs/fans.md, "Resuming").
 */
import { outboxStatus, queueMail, wakeOutbox } from "~/core/mail/index.server.ts";
import { FANS_MAIL } from "../lib/mail-kind.ts";
import { db } from "~/core/db/client.server.ts";
import { AppError } from "~/core/errors.ts";
import { inAudience, parseAudience } from "../lib/audience.ts";
import { digestFor, parseDigest } from "../lib/digest.ts";
import { type Mailing, getMailing } from "./data/mailings.server.ts";
import { confirmedCandidates } from "./data/subscribers.server.ts";
import { markAnnounced } from "./data/announced.server.ts";

/** The outbox's bulk group of a mailing: its id (an import's welcome e-mails are `import-<id>`, not mailings). */
export const mailingGroup = (m: Pick<Mailing, "id">) => m.id;

/** Refuses bulk mail the transport cannot carry (EmailJS), with its explanation; a transport still being set up only delays it. */
export async function bulkTransport(field = "_form"): Promise<string> {
  const status = await outboxStatus({ bulk: true });
  if (status.transport === "emailjs" && status.problem)
    throw new AppError("invalid", { field, message: status.problem });
  return status.transport;
}

/** Whether a confirmed subscriber gets this mailing: the newsletter's audience, or a digest with a date for them. */
function recipientFilter(m: Mailing) {
  if (m.kind === "digest") {
    const items = parseDigest(m.body);
    return (s: Parameters<typeof digestFor>[1]) => digestFor(items, s).length > 0;
  }
  const audience = parseAudience(m.audience);
  return (s: Parameters<typeof inAudience>[1]) => inAudience(audience, s);
}

/**
 * Queues a draft or scheduled mailing: returns how many deliveries were
 * stored, or null when another call already queued it.
 */
export async function queueMailing(id: string, now = new Date()): Promise<number | null> {
  const transport = await bulkTransport();
  const nowS = now.toISOString();
  const n = await db()
    .transaction()
    .execute(async (trx) => {
      const claimed = await trx
        .updateTable("fan_mailings")
        .set({ status: "sending", queued_at: nowS, updated_at: nowS })
        .where("id", "=", id)
        .where("status", "in", ["draft", "scheduled"])
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) return null;
      const m = (await trx
        .selectFrom("fan_mailings")
        .selectAll()
        .where("id", "=", id)
        .executeTakeFirstOrThrow()) as Mailing;
      const wanted = recipientFilter(m);
      const to = (await confirmedCandidates(trx)).filter((s) => wanted(s));
      await queueMail(
        trx,
        to.map((s) => ({ kind: FANS_MAIL, ref: `m:${m.id}:${s.id}`, recipient: s.email, bulkGroup: mailingGroup(m) })),
        transport,
      );
      await trx.updateTable("fan_mailings").set({ recipients: to.length }).where("id", "=", id).execute();
      // A digest's dates count as announced once it is queued (with it: both or neither).
      if (m.kind === "digest") await markAnnounced(trx, parseDigest(m.body), nowS);
      return to.length;
    });
  if (n !== null) wakeOutbox();
  return n;
}

/** The mailing, or a catalogue 404. */
export async function mailingOr404(id: string): Promise<Mailing> {
  const m = await getMailing(id);
  if (!m) throw new AppError("not_found");
  return m;
}
