/** The studio capability: its layout and dashboard, the audit log, export and import. */
import { defineCapability } from "~/core/capability.server.ts";
import { hasDemoContent } from "~/core/demo/demo.server.ts";
import { catalogueFiles } from "~/core/i18n/catalogues.server.ts";

export default defineCapability({
  name: "studio",
  studioNav: [
    {
      to: "/admin",
      label: "Dashboard",
      labelKey: "studio.studio.nav.dashboard",
      icon: "dashboard",
      role: "editor",
      order: 0,
      end: true,
      place: "top",
      tab: { order: 0 },
    },
    {
      to: "/admin/audit",
      label: "Audit log",
      labelKey: "studio.studio.nav.audit",
      icon: "audit",
      role: "owner",
      order: 95,
      group: "admin",
    },
    {
      to: "/admin/backup",
      label: "Export & import",
      labelKey: "studio.studio.nav.backup",
      icon: "backup",
      role: "owner",
      order: 90,
      group: "admin",
    },
  ],
  onboarding: [
    {
      id: "demo",
      label: "Remove the demo content when you are ready",
      labelKey: "studio.studio.onboarding.demo",
      href: "/admin#demo",
      order: 90,
      role: "owner",
      done: async () => !(await hasDemoContent()),
    },
    // "A backup in the last 7 days" is the operations capability's step (its manifest's onboarding).
  ],
  audit: {
    "site.export": "studio.studio.audit.siteExport",
    "site.import": "studio.studio.audit.siteImport",
    "demo.remove": "studio.studio.audit.demoRemove",
    "demo.restore": "studio.studio.audit.demoRestore",
    "demo.backup.dismiss": "studio.studio.audit.demoDismiss",
  },
  studioMessages: catalogueFiles(import.meta.glob("./messages/studio/*.json", { eager: true, import: "default" })),
});
