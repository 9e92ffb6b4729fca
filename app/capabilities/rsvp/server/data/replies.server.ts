/**
 * The replies' rows: SQL only — the services decide and audit. Functions
 * taking `trx` run inside the date's lock (lockDate first, ADR 1300).
 */
import { sql, type Selectable, type Transaction } from "kysely";
import { db } from "~/core/db/client.server.ts";
import type { Database } from "~/core/db/schema.server.ts";
import type { ReplyStatus, RsvpRepliesTable } from "./tables.server.ts";

export type Reply = Selectable<RsvpRepliesTable>;
export type Trx = Transaction<Database>;
type Q = Trx | ReturnType<typeof db>;

/**
 * Takes the date's write lock and returns a new sequence number. The first
 * statement writes, so SQLite takes its write lock at once (no read-then-write
 * upgrade that could fail with SQLITE_BUSY) and PostgreSQL locks the row until
 * the transaction ends: one decision about a date's places at a time, across
 * processes.
 */
export async function lockDate(trx: Trx, eventId: string, date: string): Promise<number> {
  await trx
    .insertInto("rsvp_slots")
    .values({ event_id: eventId, date, seq: 0 })
    .onConflict((oc) => oc.columns(["event_id", "date"]).doNothing())
    .execute();
  const r = await trx
    .updateTable("rsvp_slots")
    .set({ seq: sql<number>`seq + 1` })
    .where("event_id", "=", eventId)
    .where("date", "=", date)
    .returning("seq")
    .executeTakeFirstOrThrow();
  return Number(r.seq);
}

export async function confirmedPlaces(q: Q, eventId: string, date: string): Promise<number> {
  const r = await q
    .selectFrom("rsvp_replies")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("party"), sql<number>`0`).as("n"))
    .where("event_id", "=", eventId)
    .where("date", "=", date)
    .where("status", "=", "confirmed")
    .executeTakeFirst();
  return Number(r?.n ?? 0);
}

export function waitlist(
  trx: Trx,
  eventId: string,
  date: string,
): Promise<Pick<Reply, "id" | "party" | "queue_seq">[]> {
  return trx
    .selectFrom("rsvp_replies")
    .select(["id", "party", "queue_seq"])
    .where("event_id", "=", eventId)
    .where("date", "=", date)
    .where("status", "=", "waitlisted")
    .orderBy("queue_seq")
    .execute();
}

export function findReply(q: Q, eventId: string, date: string, email: string): Promise<Reply | undefined> {
  return q
    .selectFrom("rsvp_replies")
    .selectAll()
    .where("event_id", "=", eventId)
    .where("date", "=", date)
    .where("email", "=", email)
    .executeTakeFirst();
}

export function getReply(id: string, q: Q = db()): Promise<Reply | undefined> {
  return q.selectFrom("rsvp_replies").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function insertReply(trx: Trx, row: Reply): Promise<void> {
  await trx.insertInto("rsvp_replies").values(row).execute();
}

export async function patchReply(q: Q, id: string, patch: Partial<Reply>): Promise<void> {
  await q.updateTable("rsvp_replies").set(patch).where("id", "=", id).execute();
}

export async function setStatus(trx: Trx, ids: string[], status: ReplyStatus, now: string): Promise<void> {
  if (ids.length)
    await trx.updateTable("rsvp_replies").set({ status, updated_at: now }).where("id", "in", ids).execute();
}

/** A date's replies for the studio, optionally filtered by a name or address fragment. */
export function repliesOf(eventId: string, date: string, q = ""): Promise<Reply[]> {
  let query = db().selectFrom("rsvp_replies").selectAll().where("event_id", "=", eventId).where("date", "=", date);
  const term = q.trim().toLowerCase();
  if (term) {
    const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where(sql<boolean>`(lower(name) like ${like} escape '\\' or email like ${like} escape '\\')`);
  }
  return query.orderBy("status").orderBy("queue_seq").execute();
}

import type { DateCountsView as DateCounts } from "../../lib/counts.ts";
export type { DateCounts };

export async function countsOf(eventId: string, date: string): Promise<DateCounts> {
  const rows = await db()
    .selectFrom("rsvp_replies")
    .select(["status"])
    .select((eb) => [eb.fn.countAll<number>().as("n"), eb.fn.sum<number>("party").as("places")])
    .select(sql<number>`sum(case when checked_in_at is not null then 1 else 0 end)`.as("inn"))
    .select(sql<number>`sum(case when checked_in_at is not null then party else 0 end)`.as("inPlaces"))
    .where("event_id", "=", eventId)
    .where("date", "=", date)
    .groupBy("status")
    .execute();
  const c: DateCounts = {
    confirmed: 0,
    confirmedPlaces: 0,
    waitlisted: 0,
    waitlistedPlaces: 0,
    cancelled: 0,
    checkedIn: 0,
    checkedInPlaces: 0,
  };
  for (const r of rows) {
    if (r.status === "confirmed") {
      c.confirmed = Number(r.n);
      c.confirmedPlaces = Number(r.places);
      c.checkedIn = Number(r.inn);
      c.checkedInPlaces = Number(r.inPlaces);
    } else if (r.status === "waitlisted") {
      c.waitlisted = Number(r.n);
      c.waitlistedPlaces = Number(r.places);
    } else c.cancelled = Number(r.n);
  }
  return c;
}

/** Dates of an event that have replies, with their number of confirmed places. */
export function datesWithReplies(eventId: string): Promise<{ date: string; places: number }[]> {
  return db()
    .selectFrom("rsvp_replies")
    .select(["date"])
    .select(sql<number>`sum(case when status = 'confirmed' then party else 0 end)`.as("places"))
    .where("event_id", "=", eventId)
    .groupBy("date")
    .orderBy("date")
    .execute();
}

/**
 * Checks a confirmed guest in (or out again with `inside` false) — only if
 * that is not already so, so a double tap or a retried request changes nothing
 * the second time. True when this call changed it.
 */
export async function setCheckIn(
  id: string,
  eventId: string,
  date: string,
  inside: boolean,
  now: string,
): Promise<boolean> {
  let q = db()
    .updateTable("rsvp_replies")
    .set({ checked_in_at: inside ? now : null, updated_at: now })
    .where("id", "=", id)
    .where("event_id", "=", eventId)
    .where("date", "=", date)
    .where("checked_in_at", inside ? "is" : "is not", null);
  if (inside) q = q.where("status", "=", "confirmed");
  return Number((await q.executeTakeFirst()).numUpdatedRows) === 1;
}

/** Confirmed replies of a date not reminded yet. */
export function unreminded(eventId: string, date: string): Promise<Pick<Reply, "id" | "email">[]> {
  return db()
    .selectFrom("rsvp_replies")
    .select(["id", "email"])
    .where("event_id", "=", eventId)
    .where("date", "=", date)
    .where("status", "=", "confirmed")
    .where("reminded_at", "is", null)
    .execute();
}

/** Dates of `eventId` on or after `fromDate` that have confirmed replies not yet reminded. */
export async function datesToRemind(eventId: string, fromDate: string): Promise<string[]> {
  const rows = await db()
    .selectFrom("rsvp_replies")
    .select("date")
    .distinct()
    .where("event_id", "=", eventId)
    .where("date", ">=", fromDate)
    .where("status", "=", "confirmed")
    .where("reminded_at", "is", null)
    .execute();
  return rows.map((r) => r.date);
}

/** Marks these replies reminded; returns the ids this call marked (another process may have been first). */
export async function markReminded(trx: Trx, ids: string[], now: string): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await trx
    .updateTable("rsvp_replies")
    .set({ reminded_at: now })
    .where("id", "in", ids)
    .where("reminded_at", "is", null)
    .returning("id")
    .execute();
  return rows.map((r) => r.id);
}
