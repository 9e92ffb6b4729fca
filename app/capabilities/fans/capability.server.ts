/** The fans capability (issue 12): a mailing list with confirmed sign-up, newsletters and new-date digests. */
import { defineCapability, fill } from "~/core/capability.server.ts";
import { fansCard, signupEvent, signupFooter, signupHome } from "./slots.ts";
import * as m0022 from "./migrations/0022-fans.server.ts";
import * as m0025 from "./migrations/0025-fans-newsletters.server.ts";
import * as m0293 from "./migrations/0293-fans-mail-kinds.server.ts";
import { FANS_MAIL } from "./lib/mail-kind.ts";
import { upgradeFansMail } from "./lib/legacy-mail.ts";
import { composeFanMail, onFanMailResult } from "./server/compose.server.ts";
import { readFanSettings } from "./server/data/settings.server.ts";
import { loadDashboardFans } from "./server/dashboard.server.ts";
import { loadEventSignup, loadFooterSignup, loadHomeSignup } from "./server/home.server.ts";
import { fansJobs, PENDING_DAYS } from "./server/jobs.server.ts";
import { removeDemoFans, seedFans } from "./demo.server.ts";
import { privacyWords } from "./lib/privacy-messages.ts";
import { catalogueFiles } from "~/core/i18n/catalogues.server.ts";
import { fixedPages } from "~/core/seo/sitemap.server.ts";

export default defineCapability({
  name: "fans",
  studioMessages: catalogueFiles(import.meta.glob("./messages/studio/*.json", { eager: true, import: "default" })),
  studioNav: [
    {
      to: "/admin/fans",
      label: "Fans",
      labelKey: "fans.studio.nav.fans",
      icon: "fans",
      role: "editor",
      order: 55,
      group: "audience",
    },
    {
      to: "/admin/fans/newsletters",
      label: "Newsletters",
      labelKey: "fans.studio.list.newsletters",
      icon: "newsletters",
      role: "editor",
      order: 56,
      group: "audience",
      parent: "/admin/fans",
    },
  ],
  migrations: { "0022-fans": m0022, "0025-fans-newsletters": m0025, "0293-fans-mail-kinds": m0293 },
  dashboard: [{ ...fill(fansCard, () => loadDashboardFans()), order: 30, role: "editor" }],
  jobs: () => fansJobs(),
  demo: { seed: seedFans, remove: removeDemoFans },
  sitemap: () => fixedPages(["/subscribe"]),
  home: [
    {
      ...fill(signupHome, loadHomeSignup),
      label: "Mailing list sign-up",
      labelKey: "fans.studio.home.section",
      order: 85,
    },
  ],
  // The same one-field form in every public page's footer and under each event date (works without JavaScript).
  footer: [{ ...fill(signupFooter, loadFooterSignup), order: 10 }],
  eventPage: [{ ...fill(signupEvent, loadEventSignup), order: 80, placement: "end" }],
  // What the privacy page (/privacy) says is kept about subscribers (issue 12 point 8).
  messages: catalogueFiles(import.meta.glob("./messages/*.json", { eager: true, import: "default" })),
  privacy: async ({ tr, siteName }) => [{ id: "fans", order: 20, ...privacyWords(tr.t, siteName, PENDING_DAYS) }],
  mail: {
    [FANS_MAIL]: {
      compose: composeFanMail,
      onResult: onFanMailResult,
      ratePerMinute: async () => (await readFanSettings()).rate_per_minute,
    },
  },
  backupUpgrade: upgradeFansMail,
  // Sign-ups are people's addresses and consent records: an export carries them like any content (docs/fans.md).
  outcomes: {
    signup: {
      label: "Confirmed sign-ups",
      labelKey: "fans.studio.outcome.signup",
      privacyKey: "fans.privacy.outcome.signup",
    },
  },
  audit: {
    "fans.subscriber.delete": "fans.studio.audit.subscriberDelete",
    "fans.export": "fans.studio.audit.export",
    "fans.import": "fans.studio.audit.import",
    "fans.mailing.save": "fans.studio.audit.mailingSave",
    "fans.mailing.send": "fans.studio.audit.mailingSend",
    "fans.mailing.schedule": "fans.studio.audit.mailingSchedule",
    "fans.mailing.delete": "fans.studio.audit.mailingDelete",
    "fans.mailing.test": "fans.studio.audit.mailingTest",
    "fans.settings": "fans.studio.audit.settings",
  },
});
