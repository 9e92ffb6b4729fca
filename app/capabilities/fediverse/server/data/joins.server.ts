/** RSVP by Join (issue 31): who joined which date from which server, and the answer sent. SQL only. */
import type { Selectable } from "kysely";
import { db } from "~/core/db/client.server.ts";
import type { FediverseJoinsTable } from "./tables.server.ts";

export type JoinRow = Selectable<FediverseJoinsTable>;

/** Inboxes of the people who joined a date and have not left: they hear of its changes too. */
export async function joinInboxes(eventId: string, date: string): Promise<string[]> {
  const rows = await db()
    .selectFrom("fediverse_joins")
    .select("inbox")
    .where("event_id", "=", eventId)
    .where("date", "=", date)
    .where("state", "=", "active")
    .execute();
  return rows.map((r) => r.inbox);
}
