/** The theme settings row: read (created with defaults when missing) and patched. SQL only. */
import { db, nowIso } from "~/core/db/client.server.ts";
import type { ThemeSettingsTable } from "./tables.server.ts";
import "./tables.server.ts";

export type ThemeRow = Omit<ThemeSettingsTable, "id">;

export const THEME_DEFAULTS: Omit<ThemeRow, "updated_at"> = {
  theme: "stage",
  scheme: "theme",
  accent_mode: "theme",
  focal_x: 50,
  focal_y: 50,
  home_sections: "[]",
  logo_type: null,
  logo_data: null,
  logo_width: null,
  logo_height: null,
  logo_hash: null,
};

/** Everything but the logo's bytes (read on every page). */
export async function readThemeRow(): Promise<Omit<ThemeRow, "logo_data">> {
  const q = () =>
    db()
      .selectFrom("theme_settings")
      .select([
        "theme",
        "scheme",
        "accent_mode",
        "focal_x",
        "focal_y",
        "home_sections",
        "logo_type",
        "logo_width",
        "logo_height",
        "logo_hash",
        "updated_at",
      ])
      .where("id", "=", 1)
      .executeTakeFirst();
  const row = await q();
  if (row) return row;
  await db()
    .insertInto("theme_settings")
    .values({ id: 1, ...THEME_DEFAULTS, updated_at: nowIso() })
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
  return (await q())!;
}

export async function readLogo(): Promise<{ type: string; data: Uint8Array; hash: string } | null> {
  const row = await db()
    .selectFrom("theme_settings")
    .select(["logo_type", "logo_data", "logo_hash"])
    .where("id", "=", 1)
    .executeTakeFirst();
  if (!row?.logo_type || !row.logo_data || !row.logo_hash) return null;
  return { type: row.logo_type, data: row.logo_data, hash: row.logo_hash };
}

export async function patchThemeRow(patch: Partial<Omit<ThemeRow, "updated_at">>): Promise<void> {
  await readThemeRow();
  await db()
    .updateTable("theme_settings")
    .set({ ...patch, updated_at: nowIso() })
    .where("id", "=", 1)
    .execute();
}
