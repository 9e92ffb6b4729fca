/**
 * Deciding places (issue 13). Every change to a date's replies runs in one
 * transaction that first takes the date's lock (lockDate), then reads the
 * confirmed places and decides — so exactly `capacity` places are ever
 * confirmed, whatever the concurrency, on SQLite and on PostgreSQL with any
 * number of processes (ADR 1300). The e-mails are queued in the same
 * transaction (the outbox), so a reply is never stored without its mail nor
 * the other way round.
 */
import { randomBytes } from "node:crypto";
import { queueMail } from "~/core/mail/index.server.ts";
import { RSVP_MAIL } from "../lib/mail-kind.ts";
import { db, type DB } from "~/core/db/client.server.ts";
import { newId } from "~/core/db/ids.server.ts";
import { requestLanguage } from "~/core/i18n/request-language.server.ts";
import { placesLeft, promotions } from "../lib/capacity.ts";
import {
  confirmedPlaces,
  findReply,
  getReply,
  insertReply,
  lockDate,
  patchReply,
  setStatus,
  waitlist,
  type Reply,
  type Trx,
} from "./data/replies.server.ts";
import type { ReplyStatus } from "./data/tables.server.ts";
import { claimedPlaces } from "./data/claims.server.ts";

export interface ReplyInput {
  email: string;
  name: string;
  party: number;
  answers: string[];
}

export interface Placed {
  replyId: string;
  /** The reply's current nonce: with the id, its change/cancel link (tokens.server.ts). */
  nonce: string;
  status: ReplyStatus;
  /** A new reply, or a change to one already there. */
  change: "new" | "updated";
  promoted: string[];
  /** Whether the date went from places left to full, or back (the cached event page then changes). */
  fullChanged: boolean;
}

/** A confirmed reply asked for more places than are left: it keeps `kept`; `left` are free to it. */
export class NoRoom extends Error {
  readonly left: number;
  readonly kept: number;
  constructor(left: number, kept: number) {
    super(`only ${left} places left`);
    this.left = left;
    this.kept = kept;
  }
}

/** Places taken on a date: confirmed replies and claims (ticket holds and sales share the counter, issue 29). */
export async function takenPlaces(trx: Trx, eventId: string, date: string, nowIso: string): Promise<number> {
  return (await confirmedPlaces(trx, eventId, date)) + (await claimedPlaces(trx, eventId, date, nowIso));
}

/** Mail kinds, as the first part of the outbox reference (compose.server.ts). */
export type MailKind = "c" | "w" | "u" | "p" | "m";

/** The key of a reply made from another system (a fediverse Join, remote.server.ts): no mailbox, so no mail. */
export const REMOTE_PREFIX = "remote:";

async function queue(trx: Trx, transport: string, mails: { kind: MailKind; id: string; to: string }[]): Promise<void> {
  const mailed = mails.filter((m) => !m.to.startsWith(REMOTE_PREFIX));
  if (mailed.length)
    await queueMail(
      trx,
      mailed.map((m) => ({ kind: RSVP_MAIL, ref: `${m.kind}:${m.id}`, recipient: m.to })),
      transport,
    );
}

/** Confirms whoever on the waitlist fits in the free places; queues their "a place is yours" mail. */
export async function promote(
  trx: Trx,
  eventId: string,
  date: string,
  capacity: number,
  now: string,
  transport: string,
): Promise<string[]> {
  const free = placesLeft(capacity, await takenPlaces(trx, eventId, date, now));
  if (free <= 0) return [];
  const list = await waitlist(trx, eventId, date);
  const ids = promotions(
    list.map((w) => ({ id: w.id, party: w.party, queueSeq: w.queue_seq })),
    free,
  );
  await setStatus(trx, ids, "confirmed", now);
  const rows = await Promise.all(ids.map((id) => getReply(id, trx)));
  await queue(
    trx,
    transport,
    rows.flatMap((r) => (r ? [{ kind: "p" as const, id: r.id, to: r.email }] : [])),
  );
  return ids;
}

const isFull = async (trx: Trx, eventId: string, date: string, capacity: number, nowIso: string) =>
  placesLeft(capacity, await takenPlaces(trx, eventId, date, nowIso)) === 0;

/**
 * A visitor's reply: a new one takes places if they are free, else joins the
 * waitlist; the same address again changes its reply (name, party, answers)
 * instead of taking more places. Throws NoRoom when
 * a confirmed reply asks for more places than are left. `database`: another
 * handle on the same database (tests and the bench stand in for a second process).
 */
export async function placeReply(
  eventId: string,
  date: string,
  capacity: number,
  input: ReplyInput,
  nowIso: string,
  transport: string,
  database: DB = db(),
): Promise<Placed> {
  return database.transaction().execute(async (trx) => {
    const seq = await lockDate(trx, eventId, date);
    const fullBefore = await isFull(trx, eventId, date, capacity, nowIso);
    const taken = await takenPlaces(trx, eventId, date, nowIso);
    const existing = await findReply(trx, eventId, date, input.email);
    const answers = JSON.stringify(input.answers);
    // The page's language (`/es/…`): this reply's e-mails, now and later, speak it.
    const language = requestLanguage() ?? null;
    let replyId: string;
    let nonce: string;
    let status: ReplyStatus;
    let change: Placed["change"] = "updated";
    if (existing && existing.status !== "cancelled") {
      replyId = existing.id;
      nonce = existing.nonce;
      status = existing.status;
      if (
        existing.status === "confirmed" &&
        input.party > existing.party &&
        taken - existing.party + input.party > capacity
      ) {
        throw new NoRoom(placesLeft(capacity, taken - existing.party), existing.party);
      }
      await patchReply(trx, replyId, { name: input.name, party: input.party, answers, language, updated_at: nowIso });
    } else {
      change = "new";
      status = taken + input.party <= capacity ? "confirmed" : "waitlisted";
      const fresh = {
        name: input.name,
        party: input.party,
        answers,
        language,
        status,
        queue_seq: seq,
        nonce: randomBytes(12).toString("base64url"),
        checked_in_at: null,
        reminded_at: null,
        updated_at: nowIso,
      };
      nonce = fresh.nonce;
      if (existing) {
        // Cancelled before and back again: the same row, a new link, the end of the queue.
        replyId = existing.id;
        await patchReply(trx, replyId, fresh);
      } else {
        replyId = newId();
        await insertReply(trx, {
          id: replyId,
          event_id: eventId,
          date,
          email: input.email,
          created_at: nowIso,
          ...fresh,
        } satisfies Reply);
      }
    }
    await queue(trx, transport, [
      { kind: change === "updated" ? "u" : status === "confirmed" ? "c" : "w", id: replyId, to: input.email },
    ]);
    // A smaller party (or a waitlisted reply that now fits) frees or fits places.
    const promoted = await promote(trx, eventId, date, capacity, nowIso, transport);
    const fullAfter = await isFull(trx, eventId, date, capacity, nowIso);
    const now = promoted.includes(replyId) ? "confirmed" : status;
    return { replyId, nonce, status: now, change, promoted, fullChanged: fullBefore !== fullAfter };
  });
}

/** Cancels a reply; its places go to the waitlist. Null when there is no such reply. */
export async function cancelPlaced(
  reply: Pick<Reply, "id" | "event_id" | "date">,
  capacity: number,
  nowIso: string,
  transport: string,
): Promise<{ promoted: string[]; fullChanged: boolean } | null> {
  return db()
    .transaction()
    .execute(async (trx) => {
      await lockDate(trx, reply.event_id, reply.date);
      const current = await getReply(reply.id, trx);
      if (!current) return null;
      if (current.status === "cancelled") return { promoted: [], fullChanged: false };
      const fullBefore = await isFull(trx, reply.event_id, reply.date, capacity, nowIso);
      await patchReply(trx, reply.id, { status: "cancelled", checked_in_at: null, updated_at: nowIso });
      const promoted = await promote(trx, reply.event_id, reply.date, capacity, nowIso, transport);
      return {
        promoted,
        fullChanged: fullBefore !== (await isFull(trx, reply.event_id, reply.date, capacity, nowIso)),
      };
    });
}

/** After the owner raises the capacity: the waitlist moves up into the new places. */
export async function promoteAfterChange(
  eventId: string,
  date: string,
  capacity: number,
  nowIso: string,
  transport: string,
): Promise<string[]> {
  return db()
    .transaction()
    .execute(async (trx) => {
      await lockDate(trx, eventId, date);
      return promote(trx, eventId, date, capacity, nowIso, transport);
    });
}

/** Queues reminders for these replies, once each even when two processes try (markReminded says who won). */
export async function queueReminders(
  replies: { id: string; email: string }[],
  nowIso: string,
  transport: string,
  mark: (trx: Trx, ids: string[]) => Promise<string[]>,
): Promise<number> {
  return db()
    .transaction()
    .execute(async (trx) => {
      const won = new Set(
        await mark(
          trx,
          replies.map((r) => r.id),
        ),
      );
      await queue(
        trx,
        transport,
        replies.filter((r) => won.has(r.id)).map((r) => ({ kind: "m" as const, id: r.id, to: r.email })),
      );
      return won.size;
    });
}
