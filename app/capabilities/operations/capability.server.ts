/**
 * The operations capability (issue 28): running the site for years without
 * a developer. Scheduled backups and restores in the studio (the work is the
 * core's, app/core/backup), the doctor as a studio page and a command, and
 * /metrics for Prometheus. docs/operations.md.
 */
import { defineCapability, fill } from "~/core/capability.server.ts";
import envPart from "./env.server.ts";
import { backupsCard } from "./slots.ts";
import { catalogueFiles } from "~/core/i18n/catalogues.server.ts";
import { backupsCheck } from "./server/doctor/site.server.ts";
import { operationsJobs } from "./server/jobs.server.ts";
import { recentBackupDone } from "./server/onboarding.server.ts";

export default defineCapability({
  name: "operations",
  env: envPart,
  studioNav: [
    {
      to: "/admin/backups",
      label: "Backups",
      labelKey: "operations.studio.nav.backups",
      icon: "backups",
      role: "owner",
      order: 88,
      group: "admin",
    },
    {
      to: "/admin/health",
      label: "Health",
      labelKey: "operations.studio.nav.health",
      icon: "health",
      role: "owner",
      order: 89,
      group: "admin",
    },
  ],
  jobs: () => operationsJobs,
  dashboard: [{ ...fill(backupsCard, backupsCheck), order: 5, role: "owner" }],
  // The launch checklist's last step (issue 25 §3): checked by the server, and unticked after a week without one.
  onboarding: [
    {
      id: "backup",
      label: "Take a backup (a verified one in the last 7 days)",
      labelKey: "operations.studio.onboarding.backup",
      href: "/admin/backups",
      order: 95,
      role: "owner",
      done: () => recentBackupDone(),
    },
  ],
  audit: {
    "backup.target": "operations.studio.audit.target",
    "backup.now": "operations.studio.audit.now",
    "backup.download": "operations.studio.audit.download",
    "site.restore": "operations.studio.audit.restore",
  },
  studioMessages: catalogueFiles(import.meta.glob("./messages/studio/*.json", { eager: true, import: "default" })),
});
