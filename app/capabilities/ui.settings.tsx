/** The settings page's parts from other capabilities, from each one's ui/settings.tsx (ids match the manifests' `settings`). */
import type { SiteSettings } from "~/core/settings/settings.server.ts";
import { slotMap, type SlotComponent } from "~/core/ui/slots.ts";

export interface SettingsPartProps {
  settings: SiteSettings;
}

export const SETTINGS_PARTS = slotMap<SettingsPartProps>(
  import.meta.glob<Record<string, SlotComponent<SettingsPartProps>>>("./*/ui/settings.tsx", {
    eager: true,
    import: "default",
  }),
);
