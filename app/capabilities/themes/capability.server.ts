/** The themes capability: the owner's choice of theme and how it is dressed (logo, accent, hero focal point, home sections), at /admin/theme. */
import { defineCapability } from "~/core/capability.server.ts";
import { catalogueFiles } from "~/core/i18n/catalogues.server.ts";
import * as m0015 from "./migrations/0015-themes.server.ts";
import { themeChosenDone } from "./server/onboarding.server.ts";

export default defineCapability({
  name: "themes",
  studioNav: [{ to: "/admin/theme", label: "Theme", labelKey: "themes.studio.nav.theme", icon: "theme", role: "editor", order: 65 }],
  studioMessages: catalogueFiles(import.meta.glob("./messages/studio/*.json", { eager: true, import: "default" })),
  onboarding: [{ id: "theme", label: "Choose a theme and your colours", labelKey: "themes.studio.onboarding.theme", href: "/admin/theme", order: 15, role: "editor", done: themeChosenDone }],
  migrations: { "0015-themes": m0015 },
  audit: {
    "theme.apply": "changed the theme",
    "theme.accent": "changed the accent colour",
    "theme.focal": "moved the hero picture's focal point",
    "theme.sections": "rearranged the home page",
    "theme.logo": "uploaded a logo",
    "theme.logo_remove": "removed the logo",
  },
});
