/** The fans capability's settings row (id 1): SQL only. */
import type { Selectable } from "kysely";
import { db, nowIso } from "~/core/db/client.server.ts";
import type { FanSettingsTable } from "./tables.server.ts";

export type FanSettings = Selectable<FanSettingsTable>;

export async function readFanSettings(): Promise<FanSettings> {
  const row = await db().selectFrom("fan_settings").selectAll().where("id", "=", 1).executeTakeFirst();
  return row ?? { id: 1, digest_mode: "ask", rate_per_minute: 300, last_digest_at: null, updated_at: nowIso() };
}

export async function writeFanSettings(patch: Partial<Omit<FanSettings, "id">>): Promise<void> {
  const current = await readFanSettings();
  const next = { ...current, ...patch, id: 1, updated_at: nowIso() };
  await db()
    .insertInto("fan_settings")
    .values(next)
    .onConflict((oc) =>
      oc.column("id").doUpdateSet({
        digest_mode: next.digest_mode,
        rate_per_minute: next.rate_per_minute,
        last_digest_at: next.last_digest_at,
        updated_at: next.updated_at,
      }),
    )
    .execute();
}
