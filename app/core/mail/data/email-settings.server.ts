/** The studio's e-mail settings row (SQL only; sealing and checks are the services'). */
import type { Selectable } from "kysely";
import { db, nowIso } from "~/core/db/client.server.ts";
import type { EmailSettingsTable } from "./tables.server.ts";

export type EmailSettingsRow = Selectable<EmailSettingsTable>;
export type EmailSettingsValues = Omit<EmailSettingsRow, "id" | "updated_at">;

export async function readEmailSettings(): Promise<EmailSettingsRow | undefined> {
  return db().selectFrom("email_settings").selectAll().where("id", "=", 1).executeTakeFirst();
}

/** When the row last changed ("" when there is none): the delivery worker rebuilds its transport when this moves. */
export async function emailSettingsVersion(): Promise<string> {
  const r = await db().selectFrom("email_settings").select("updated_at").where("id", "=", 1).executeTakeFirst();
  return r?.updated_at ?? "";
}

/** Writes the whole row at once (nothing half-saved). */
export async function writeEmailSettings(values: EmailSettingsValues): Promise<void> {
  const row = { id: 1, ...values, updated_at: nowIso() };
  await db()
    .insertInto("email_settings")
    .values(row)
    .onConflict((oc) => oc.column("id").doUpdateSet({ ...values, updated_at: row.updated_at }))
    .execute();
}
