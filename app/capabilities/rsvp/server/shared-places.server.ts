/**
 * A date's places for another capability (issue 29: tickets). Places are one
 * counter per date: confirmed replies plus claims (a checkout's 15-minute hold,
 * a sold order). A claim is made or dropped inside the same per-date lock that
 * decides replies (ADR 1300), so no date is ever given more places than it has,
 * whoever asks and from how many processes (ADR 2900).
 */
import { outboxStatus, wakeOutbox } from "~/core/mail/index.server.ts";
import { db, type DB } from "~/core/db/client.server.ts";
import { placesLeft } from "../lib/capacity.ts";
import { rsvpConfig } from "./config.server.ts";
import { dropClaim, putClaim } from "./data/claims.server.ts";
import { lockDate, type Trx } from "./data/replies.server.ts";
import { promote, takenPlaces } from "./places.server.ts";

export type { Trx };

export interface DatePlaces {
  /** The date's places when it takes RSVPs (their "Places" is the room's); null: no shared limit. */
  capacity: number | null;
  /** Places taken at `nowIso` (replies and claims). */
  taken(): Promise<number>;
  /** Places still free (Infinity without a shared limit). */
  left(): Promise<number>;
  claim(id: string, places: number, expiresAt: string | null): Promise<void>;
  /** Drops a claim; the waitlist moves up into what it freed. */
  release(id: string): Promise<void>;
}

/**
 * Runs `fn` in one transaction holding the date's lock. `database`: another
 * handle on the same database (tests and the bench stand in for a second process).
 */
export async function withDatePlaces<T>(
  eventId: string,
  date: string,
  nowIso: string,
  fn: (trx: Trx, places: DatePlaces) => Promise<T>,
  database: DB = db(),
): Promise<T> {
  // Read before the transaction: on SQLite the one connection is the transaction's until it ends.
  const cfg = await rsvpConfig(eventId, date);
  const capacity = cfg?.enabled ? cfg.capacity : null;
  const transport = capacity === null ? "log" : (await outboxStatus({ bulk: false })).transport;
  let promoted = false;
  const out = await database.transaction().execute(async (trx) => {
    await lockDate(trx, eventId, date);
    const taken = () => takenPlaces(trx, eventId, date, nowIso);
    return fn(trx, {
      capacity,
      taken,
      left: async () => (capacity === null ? Infinity : placesLeft(capacity, await taken())),
      claim: (id, places, expiresAt) => putClaim(trx, { id, eventId, date, places, source: "tickets", expiresAt }),
      release: async (id) => {
        await dropClaim(trx, id);
        if (capacity !== null)
          promoted = (await promote(trx, eventId, date, capacity, nowIso, transport)).length > 0 || promoted;
      },
    });
  });
  if (promoted) wakeOutbox();
  return out;
}

/** Places left on a date now (for pages; a hold decides under the lock): null when the date shares no limit. */
export async function datePlacesLeft(eventId: string, date: string, nowIso: string): Promise<number | null> {
  const cfg = await rsvpConfig(eventId, date);
  if (!cfg?.enabled) return null;
  return db()
    .transaction()
    .execute(async (trx) => placesLeft(cfg.capacity, await takenPlaces(trx, eventId, date, nowIso)));
}
