/**
 * The legal capability (issue 25 §6): the site's legal notice (Impressum) —
 * edited at /admin/legal, public at /legal, linked from every footer and
 * listed in the sitemap once complete, offered on the dashboard's checklist to
 * sites that look German, Austrian or Swiss. Its one table is backed up and
 * exported like any other.
 */
import { defineCapability, fill } from "~/core/capability.server.ts";
import { catalogueFiles } from "~/core/i18n/catalogues.server.ts";
import { fixedPages } from "~/core/seo/sitemap.server.ts";
import * as m0036 from "./migrations/0036-legal-notice.server.ts";
import * as m0037 from "./migrations/0037-privacy-notices.server.ts";
import { removeDemoLegal, seedLegal } from "./demo.server.ts";
import { privacyCard } from "./slots.ts";
import { outdatedPrivacyLanguages } from "./server/privacy.server.ts";
import { legalPrivacy } from "./server/privacy-sections.server.ts";
import { legalNavItems, legalNoticeDone, legalNoticeOffered, legalSitemap } from "./server/legal.server.ts";

export default defineCapability({
  name: "legal",
  navItems: legalNavItems,
  // The privacy notice (/privacy) is on every site: generated from the features that are on, editable here.
  nav: [{ to: "/privacy", label: "Privacy", labelKey: "legal.privacy.nav", order: 95, place: "footer" }],
  studioNav: [
    {
      to: "/admin/legal",
      label: "Legal notice",
      labelKey: "legal.studio.nav",
      icon: "legal",
      role: "owner",
      order: 72,
      group: "site",
    },
  ],
  // Who is responsible and the visitor's rights: the first and last sections of every privacy notice.
  privacy: legalPrivacy,
  // A published privacy notice that no longer says what the site does is flagged where the owner looks first.
  dashboard: [
    { ...fill(privacyCard, async () => ({ outdated: await outdatedPrivacyLanguages() })), order: 6, role: "owner" },
  ],
  migrations: { "0036-legal-notice": m0036, "0037-privacy-notices": m0037 },
  messages: catalogueFiles(import.meta.glob("./messages/*.json", { eager: true, import: "default" })),
  studioMessages: catalogueFiles(import.meta.glob("./messages/studio/*.json", { eager: true, import: "default" })),
  sitemap: async () => [...(await legalSitemap()), ...(await fixedPages(["/privacy"]))],
  // The demo band's Impressum (removed with the rest of the demo), so /legal is seen and checked from the start.
  demo: { seed: seedLegal, remove: removeDemoLegal },
  onboarding: [
    {
      id: "legal",
      label: "Fill in your legal notice (Impressum)",
      labelKey: "legal.studio.onboarding",
      href: "/admin/legal",
      order: 40,
      role: "owner",
      done: legalNoticeDone,
      offered: legalNoticeOffered,
    },
  ],
  audit: { "legal.update": "legal.studio.audit.update", "legal.privacy.publish": "legal.studio.audit.privacyPublish" },
});
