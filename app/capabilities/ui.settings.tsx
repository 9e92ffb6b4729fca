/** The settings page's parts from other capabilities, from each one's ui/settings.tsx (ids match the manifests' `settings`). */
import type { SiteSettings } from "~/core/settings/settings.server.ts";
import { slotMap, type SlotComponent } from "~/core/ui/slots.ts";

export interface SettingsPartProps {
  settings: SiteSettings;
  /** After a refused save: the messages by field, and what was posted (a part shows its own). */
  errors?: Record<string, string> | undefined;
  input?: Record<string, string | string[]> | undefined;
}

export const SETTINGS_PARTS = slotMap<SettingsPartProps>(
  import.meta.glob<Record<string, SlotComponent<SettingsPartProps>>>("./*/ui/settings.tsx", {
    eager: true,
    import: "default",
  }),
);
