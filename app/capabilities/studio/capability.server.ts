/** The studio capability: its layout and dashboard, the audit log, export and import. */
import { defineCapability } from "~/core/capability.server.ts";
import { hasDemoContent } from "~/core/demo/demo.server.ts";

export default defineCapability({
  name: "studio",
  studioNav: [
    { to: "/admin", label: "Dashboard", icon: "dashboard", role: "editor", order: 0, end: true },
    { to: "/admin/audit", label: "Audit log", icon: "audit", role: "owner", order: 80 },
    { to: "/admin/backup", label: "Export & import", icon: "backup", role: "owner", order: 90 },
  ],
  onboarding: [{ id: "demo", label: "Remove the demo content when you are ready", href: "/admin#demo", order: 90, role: "owner", done: async () => !(await hasDemoContent()) }],
  audit: { "site.export": "exported the site", "site.import": "imported a site" },
});
