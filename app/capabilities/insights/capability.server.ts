/**
 * Insights (issue 16): visitor statistics counted on the server — no cookie,
 * no script, no third party. Page views come through the core's page-view
 * observer (cache hits included), outcomes from the other capabilities'
 * `outcomes`, `links` (/go/…) and `beacons` (core/observe.server.ts).
 */
import { defineCapability, fill } from "~/core/capability.server.ts";
import { insightsCard } from "./slots.ts";
import envPart from "./env.server.ts";
import { catalogueFiles } from "~/core/i18n/catalogues.server.ts";
import * as m0021 from "./migrations/0021-insights.server.ts";
import * as m0023 from "./migrations/0023-insights-months.server.ts";
import { insightsJobs, observer } from "./server/counting.server.ts";
import { loadDashboardInsights } from "./server/dashboard.server.ts";
import { insightsPrivacy } from "./server/privacy.server.ts";

export default defineCapability({
  name: "insights",
  env: envPart,
  messages: catalogueFiles(import.meta.glob("./messages/*.json", { eager: true, import: "default" })),
  privacy: insightsPrivacy,
  studioNav: [
    {
      to: "/admin/insights",
      label: "Insights",
      labelKey: "insights.studio.nav.insights",
      icon: "insights",
      role: "editor",
      order: 60,
      group: "audience",
    },
  ],
  studioMessages: catalogueFiles(import.meta.glob("./messages/studio/*.json", { eager: true, import: "default" })),
  migrations: { "0021-insights": m0021, "0023-insights-months": m0023 },
  jobs: () => insightsJobs(),
  observe: observer,
  dashboard: [{ ...fill(insightsCard, () => loadDashboardInsights()), order: 25, role: "editor" }],
  // The day's salt and visitor marks are forgotten when the day ends; an export never carries them.
  backupExclude: ["insights_salts", "insights_seen"],
  audit: { "insights.export": "insights.studio.audit.insightsExport" },
});
