/**
 * Places claimed by others than replies (issue 29: ticket holds and sales),
 * SQL only. Every function taking `trx` runs inside the date's lock (lockDate
 * first, ADR 1300): that is what keeps replies and tickets within one counter.
 */
import { sql } from "kysely";
import type { Trx } from "./replies.server.ts";
import type { db } from "~/core/db/client.server.ts";

type Q = Trx | ReturnType<typeof db>;

/** Places claimed on the date at `nowIso`: sold ones, and holds that have not ended. */
export async function claimedPlaces(q: Q, eventId: string, date: string, nowIso: string): Promise<number> {
  const r = await q
    .selectFrom("rsvp_claims")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("places"), sql<number>`0`).as("n"))
    .where("event_id", "=", eventId)
    .where("date", "=", date)
    .where((eb) => eb.or([eb("expires_at", "is", null), eb("expires_at", ">", nowIso)]))
    .executeTakeFirst();
  return Number(r?.n ?? 0);
}

/** Claims (or re-claims, after a hold ended) `places` under `id`; `expiresAt` null holds them for good. */
export async function putClaim(
  trx: Trx,
  c: { id: string; eventId: string; date: string; places: number; source: string; expiresAt: string | null },
): Promise<void> {
  await trx.deleteFrom("rsvp_claims").where("id", "=", c.id).execute();
  await trx
    .insertInto("rsvp_claims")
    .values({
      id: c.id,
      event_id: c.eventId,
      date: c.date,
      places: c.places,
      source: c.source,
      expires_at: c.expiresAt,
    })
    .execute();
}

export async function dropClaim(trx: Trx, id: string): Promise<void> {
  await trx.deleteFrom("rsvp_claims").where("id", "=", id).execute();
}
