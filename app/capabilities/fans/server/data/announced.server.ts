/** What subscribers were told about each event (the digest's memory): SQL only. */
import type { Transaction } from "kysely";
import { db } from "~/core/db/client.server.ts";
import type { Database } from "~/core/db/schema.server.ts";
import type { DigestItem } from "../../lib/digest.ts";

export async function announcedRows() {
  return db().selectFrom("fan_announced").selectAll().execute();
}

/** The digest's dates count as told, as they are in it (moved: its new start; cancelled: cancelled). */
export async function markAnnounced(
  trx: Transaction<Database>,
  items: Pick<DigestItem, "eventId" | "startsAt" | "cancelled">[],
  now: string,
): Promise<void> {
  for (const i of items) {
    const told = { starts_at: i.startsAt, cancelled: i.cancelled ? 1 : 0, announced_at: now };
    await trx
      .insertInto("fan_announced")
      .values({ event_id: i.eventId, ...told })
      .onConflict((oc) => oc.column("event_id").doUpdateSet(told))
      .execute();
  }
}
