/** RSVP settings rows: SQL only — the services decide and audit. */
import type { Insertable, Selectable } from "kysely";
import { db } from "~/core/db/client.server.ts";
import type { RsvpConfigsTable } from "./tables.server.ts";

export type ConfigRow = Selectable<RsvpConfigsTable>;

/** The date's own row if it has one, else the event's row for every date. */
export async function configFor(eventId: string, date: string): Promise<ConfigRow | undefined> {
  const rows = await db()
    .selectFrom("rsvp_configs")
    .selectAll()
    .where("event_id", "=", eventId)
    .where("date", "in", ["", date])
    .execute();
  return rows.find((r) => r.date === date) ?? rows.find((r) => r.date === "");
}

export function configsOf(eventId: string): Promise<ConfigRow[]> {
  return db().selectFrom("rsvp_configs").selectAll().where("event_id", "=", eventId).orderBy("date").execute();
}

/** Every event with RSVP settings, and whether any of its rows is on. */
export function configuredEvents(): Promise<{ event_id: string; enabled: number }[]> {
  return db()
    .selectFrom("rsvp_configs")
    .select(["event_id"])
    .select((eb) => eb.fn.max("enabled").as("enabled"))
    .groupBy("event_id")
    .execute();
}

export async function upsertConfig(row: Insertable<RsvpConfigsTable>): Promise<void> {
  const { id: _id, event_id: _e, date: _d, ...rest } = row;
  await db()
    .insertInto("rsvp_configs")
    .values(row)
    .onConflict((oc) => oc.columns(["event_id", "date"]).doUpdateSet(rest))
    .execute();
}

export async function deleteConfig(eventId: string, date: string): Promise<number> {
  const r = await db()
    .deleteFrom("rsvp_configs")
    .where("event_id", "=", eventId)
    .where("date", "=", date)
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}

/** Events whose reminders are on, with how many hours before. */
export function reminderConfigs(): Promise<Pick<ConfigRow, "event_id" | "date" | "reminder_hours">[]> {
  return db()
    .selectFrom("rsvp_configs")
    .select(["event_id", "date", "reminder_hours"])
    .where("enabled", "=", 1)
    .where("reminder_hours", ">", 0)
    .execute();
}
