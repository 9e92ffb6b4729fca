/** The themes capability: the owner's choice of theme and how it is dressed (logo, accent, hero focal point, home sections), at /admin/theme. */
import { defineCapability } from "~/core/capability.server.ts";
import { catalogueFiles } from "~/core/i18n/catalogues.server.ts";
import * as m0015 from "./migrations/0015-themes.server.ts";
import { themeChosenDone } from "./server/onboarding.server.ts";

export default defineCapability({
  name: "themes",
  studioNav: [
    {
      to: "/admin/theme",
      label: "Theme",
      labelKey: "themes.studio.nav.theme",
      icon: "theme",
      role: "editor",
      order: 65,
      group: "site",
    },
  ],
  studioMessages: catalogueFiles(import.meta.glob("./messages/studio/*.json", { eager: true, import: "default" })),
  onboarding: [
    {
      id: "theme",
      label: "Choose a theme and your colours",
      labelKey: "themes.studio.onboarding.theme",
      href: "/admin/theme",
      order: 15,
      role: "editor",
      done: themeChosenDone,
    },
  ],
  migrations: { "0015-themes": m0015 },
  audit: {
    "theme.apply": "themes.studio.audit.themeApply",
    "theme.accent": "themes.studio.audit.themeAccent",
    "theme.focal": "themes.studio.audit.themeFocal",
    "theme.sections": "themes.studio.audit.themeSections",
    "theme.logo": "themes.studio.audit.themeLogo",
    "theme.logo_remove": "themes.studio.audit.themeLogoRemove",
  },
});
