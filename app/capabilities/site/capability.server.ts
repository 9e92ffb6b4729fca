/** The site capability: identity and settings, the home page's composition, the about page, the public layout. */
import { defineCapability } from "~/core/capability.server.ts";
import { catalogueFiles } from "~/core/i18n/catalogues.server.ts";
import * as m0029 from "./migrations/0029-site-language.server.ts";
import * as m0253 from "./migrations/0253-site-checks.server.ts";
import { fixedPages } from "~/core/seo/sitemap.server.ts";
import { removeDemoSite, seedSite } from "./demo.server.ts";
import { identityDone } from "./server/onboarding.server.ts";
import { sitePrivacy } from "./server/privacy.server.ts";
import { publicAddressDone } from "./server/public-address.server.ts";

export default defineCapability({
  name: "site",
  privacy: sitePrivacy,
  nav: [
    { to: "/", label: "Home", labelKey: "site.nav.home", order: 0, end: true },
    { to: "/about", label: "About", labelKey: "site.nav.about", order: 60 },
  ],
  studioNav: [
    {
      to: "/admin/settings",
      label: "Settings",
      labelKey: "site.studio.nav.settings",
      icon: "settings",
      role: "owner",
      order: 70,
      group: "site",
    },
    // Its four sub-pages (General, Home picture & About, Contact & location, Social links: ADR 2740) are reached
    // from the overview's cards and search, not listed in the sidebar: with them Settings opened seven sub-entries
    // and pushed the Admin group below a 1280×800 window (issue 27 asks that the navigation fit it).
  ],
  migrations: { "0029-site-language": m0029, "0253-site-checks": m0253 },
  // What the server saw for the launch checklist is this installation's state, not content.
  backupExclude: ["site_checks"],
  // The About text in the site's other languages (issue 15, L2; core/i18n/content.server.ts).
  translatable: [{ entity: "site", fields: ["about"] }],
  messages: catalogueFiles(import.meta.glob("./messages/*.json", { eager: true, import: "default" })),
  studioMessages: catalogueFiles(import.meta.glob("./messages/studio/*.json", { eager: true, import: "default" })),
  demo: { seed: seedSite, remove: removeDemoSite },
  onboarding: [
    {
      id: "identity",
      label: "Give your site its name and a picture",
      labelKey: "site.studio.onboarding.identity",
      href: "/admin/settings",
      order: 10,
      role: "owner",
      done: identityDone,
    },
    {
      id: "public-address",
      label: "Open this studio at your site's public https:// address",
      labelKey: "site.studio.onboarding.publicAddress",
      // Ticked by the request itself: opening the dashboard at the public address checks again.
      href: "/admin",
      order: 5,
      role: "owner",
      done: publicAddressDone,
    },
  ],
  sitemap: () => fixedPages(["/", "/about"]),
  audit: { "settings.update": "site.studio.audit.settingsUpdate", "demo.remove": "site.studio.audit.demoRemove" },
});
