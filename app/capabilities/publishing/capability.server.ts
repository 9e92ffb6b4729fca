/**
 * Publishing (issue 28 point 7): the static site sent from the studio to a bucket, an SFTP host or
 * a git remote for GitHub or Codeberg Pages — only what changed, switched all at once where the
 * target allows, by hand or by itself after each change and at midnight. Owners only.
 */
import { catalogueFiles } from "~/core/i18n/catalogues.server.ts";
import { defineCapability, fill } from "~/core/capability.server.ts";
import { publishingSettings } from "./slots.ts";
import * as m0035 from "./migrations/0035-publish-targets.server.ts";
import { publishingJobs } from "./server/jobs.server.ts";
import { listTargets } from "./server/targets.server.ts";

export default defineCapability({
  name: "publishing",
  studioNav: [
    {
      to: "/admin/settings/publishing",
      label: "Publishing",
      labelKey: "publishing.studio.title",
      icon: "publishing",
      role: "owner",
      order: 71.5,
      group: "site",
      parent: "/admin/settings",
    },
  ],
  studioMessages: catalogueFiles(import.meta.glob("./messages/studio/*.json", { eager: true, import: "default" })),
  migrations: { "0035-publish-targets": m0035 },
  jobs: () => publishingJobs,
  settings: [
    { ...fill(publishingSettings, listTargets), placement: "top", href: "/admin/settings/publishing", order: 20 },
  ],
  // Where this installation publishes, with secrets sealed by its own SESSION_SECRET: not content to carry elsewhere.
  backupExclude: ["publish_targets"],
  audit: {
    "publish.target": "publishing.studio.audit.target",
    "publish.target_delete": "publishing.studio.audit.targetDelete",
    "publish.test": "publishing.studio.audit.test",
    "publish.run": "publishing.studio.audit.run",
  },
});
