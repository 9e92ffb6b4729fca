import { db, nowIso } from "~/core/db/client.server.ts";
import type { SiteSettingsTable } from "~/core/db/tables.server.ts";
import type { SocialLink } from "./types.ts";
import { previewDraft } from "~/core/preview/scope.server.ts";

export interface SiteSettings extends Omit<SiteSettingsTable, "social_links" | "id"> {
  social_links: SocialLink[];
}

function parseLinks(json: string): SocialLink[] {
  try {
    const v = JSON.parse(json) as unknown;
    return Array.isArray(v) ? (v as SocialLink[]) : [];
  } catch {
    return [];
  }
}

/** What a new site starts with (also what removing the demo content puts back). */
export const SETTINGS_DEFAULTS: Omit<SiteSettingsTable, "updated_at"> = {
  id: 1,
  name: "My Marquee site",
  tagline: "",
  about: "",
  contact_email: "",
  phone: "",
  address: "",
  latitude: null,
  longitude: null,
  time_zone: "UTC",
  opening_hours: "",
  social_links: "[]",
  hero_upload_id: null,
  accent_color: "#6d28d9",
  privacy_notice: "",
  act_type: "MusicGroup",
  language: "en",
  languages: "",
};

/** The one settings row; created with defaults when missing. */
export async function getSettings(): Promise<SiteSettings> {
  let row = await db().selectFrom("site_settings").selectAll().where("id", "=", 1).executeTakeFirst();
  if (!row) {
    await db()
      .insertInto("site_settings")
      .values({ ...SETTINGS_DEFAULTS, updated_at: nowIso() })
      .onConflict((oc) => oc.column("id").doNothing())
      .execute();
    row = await db().selectFrom("site_settings").selectAll().where("id", "=", 1).executeTakeFirstOrThrow();
  }
  const { id: _id, social_links, ...rest } = row;
  const stored = { ...rest, social_links: parseLinks(social_links) };
  // A signed-in owner previewing unsaved settings sees them on every public page (core/preview).
  const draft = previewDraft<SettingsPatch>("settings");
  return draft ? { ...stored, ...draft } : stored;
}

export async function hasSettings(): Promise<boolean> {
  return !!(await db().selectFrom("site_settings").select("id").where("id", "=", 1).executeTakeFirst());
}

export type SettingsPatch = Partial<Omit<SiteSettings, "updated_at">>;

export async function updateSettings(patch: SettingsPatch): Promise<SiteSettings> {
  await getSettings();
  const { social_links, ...rest } = patch as SettingsPatch;
  await db()
    .updateTable("site_settings")
    .set({
      ...rest,
      ...(social_links ? { social_links: JSON.stringify(social_links) } : {}),
      updated_at: nowIso(),
    })
    .where("id", "=", 1)
    .execute();
  return getSettings();
}
