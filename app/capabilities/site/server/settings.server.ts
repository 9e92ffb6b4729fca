/** Saving the site's settings from the studio, audited here (the one place that writes them for a person). */
import { audit, type Actor } from "~/core/audit/audit.server.ts";
import { updateSettings, type SettingsPatch, type SiteSettings } from "~/core/settings/settings.server.ts";

/** Stores the settings form's value (with other capabilities' parts already merged in) and records which fields it carried. */
export async function saveSettings(actor: Actor, value: SettingsPatch): Promise<SiteSettings> {
  const saved = await updateSettings(value);
  await audit(actor, "settings.update", "site", null, { fields: Object.keys(value) });
  return saved;
}
