/** The site's step of the dashboard's "get started" checklist (issue 11). */
import { getSettings, SETTINGS_DEFAULTS } from "~/core/settings/settings.server.ts";
import { DEMO_NAME } from "../demo.server.ts";

/** Done when the site has its own name (not the default, not the demo act's) and a hero picture. */
export async function identityDone(): Promise<boolean> {
  const s = await getSettings();
  const name = s.name.trim();
  return name !== "" && name !== SETTINGS_DEFAULTS.name && name !== DEMO_NAME && s.hero_upload_id !== null;
}
