/** Ticket types (SQL only). */
import type { Selectable } from "kysely";
import { db } from "~/core/db/client.server.ts";
import type { TicketTypesTable } from "./tables.server.ts";

export type TicketType = Selectable<TicketTypesTable>;

export function typesOfEvent(eventId: string): Promise<TicketType[]> {
  return db()
    .selectFrom("ticket_types")
    .selectAll()
    .where("event_id", "=", eventId)
    .orderBy("date")
    .orderBy("position")
    .orderBy("created_at")
    .execute();
}

/** A date's types: its own when it has any (that date differs), else the event's for every date. */
export async function typesForDate(eventId: string, date: string): Promise<TicketType[]> {
  const all = await typesOfEvent(eventId);
  const own = all.filter((t) => t.date === date);
  return own.length ? own : all.filter((t) => t.date === "");
}

export async function insertType(t: TicketType): Promise<void> {
  await db().insertInto("ticket_types").values(t).execute();
}

export async function updateType(id: string, eventId: string, patch: Partial<TicketType>): Promise<boolean> {
  const r = await db()
    .updateTable("ticket_types")
    .set(patch)
    .where("id", "=", id)
    .where("event_id", "=", eventId)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function deleteType(id: string, eventId: string): Promise<boolean> {
  const r = await db()
    .deleteFrom("ticket_types")
    .where("id", "=", id)
    .where("event_id", "=", eventId)
    .executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}
