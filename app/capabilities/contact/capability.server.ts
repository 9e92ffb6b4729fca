/** The contact capability: the contact form, the inbox, and e-mail delivery through the outbox. */
import { catalogueFiles } from "~/core/i18n/catalogues.server.ts";
import { studioI18nFor } from "~/core/i18n/studio.server.ts";
import { defineCapability } from "~/core/capability.server.ts";
import * as m0003 from "./migrations/0003-messages.server.ts";
import * as m0017 from "./migrations/0017-email-settings.server.ts";
import * as m0020 from "./migrations/0020-outbox-sources.server.ts";
import * as m0252 from "./migrations/0252-mail-health.server.ts";
import { removeDemoMessages, seedMessages } from "./demo.server.ts";
import { deliveryJobs } from "./server/jobs.server.ts";
import { loadDashboardInbox } from "./server/dashboard.server.ts";
import { testMailDone } from "./server/onboarding.server.ts";
import { emailStatus } from "./server/email-status.server.ts";
import { sendTestEmailAs } from "./server/delivery.server.ts";
import { loadHomeContact } from "./server/home.server.ts";
import { fixedPages } from "~/core/seo/sitemap.server.ts";
import { exportEmailSettings, importEmailSettings } from "./server/email-settings-backup.server.ts";

export default defineCapability({
  name: "contact",
  nav: [{ to: "/contact", label: "Contact", labelKey: "contact.nav", order: 50 }],
  messages: catalogueFiles(import.meta.glob("./messages/*.json", { eager: true, import: "default" })),
  studioNav: [
    {
      to: "/admin/inbox",
      label: "Inbox",
      labelKey: "contact.studio.nav.inbox",
      icon: "inbox",
      role: "editor",
      order: 50,
    },
  ],
  studioMessages: catalogueFiles(import.meta.glob("./messages/studio/*.json", { eager: true, import: "default" })),
  migrations: {
    "0003-messages": m0003,
    "0017-email-settings": m0017,
    "0020-outbox-sources": m0020,
    "0252-mail-health": m0252,
  },
  // What the mail server last answered is this installation's state, not content.
  backupExclude: ["mail_health"],
  jobs: (env) => (env.MAIL_WORKER ? deliveryJobs : []),
  demo: { seed: seedMessages, remove: removeDemoMessages },
  sitemap: () => fixedPages(["/contact"]),
  home: [
    { id: "contact", label: "Get in touch", labelKey: "contact.studio.home.section", order: 90, load: loadHomeContact },
  ],
  dashboard: [
    { id: "inbox", order: 10, role: "editor", load: async (user) => loadDashboardInbox(await studioI18nFor(user)) },
  ],
  onboarding: [
    {
      id: "test-mail",
      label: "Send yourself a test e-mail, so messages reach you",
      labelKey: "contact.studio.onboarding.testMail",
      href: "/admin/settings#email",
      order: 30,
      role: "owner",
      done: testMailDone,
    },
  ],
  settings: [
    {
      id: "email",
      placement: "top",
      order: 10,
      load: emailStatus,
      intents: { "test-email": ({ user }) => sendTestEmailAs(user) },
    },
  ],
  // E-mail delivery settings hold an SMTP password and an EmailJS key: in an export only when the owner ticks them.
  backupOptional: [
    {
      id: "email-settings",
      label: "E-mail delivery settings",
      labelKey: "contact.studio.backup.label",
      hint: "The file then holds the SMTP password and the EmailJS private key in readable form. Keep it safe.",
      hintKey: "contact.studio.backup.hint",
      tables: ["email_settings"],
      exportRows: exportEmailSettings,
      importRows: importEmailSettings,
    },
  ],
  outcomes: {
    contact_message: {
      label: "Contact messages",
      labelKey: "contact.studio.outcome.message",
      privacyKey: "contact.privacy.outcome.message",
    },
  },
  audit: {
    "message.resend": "contact.studio.audit.messageResend",
    "message.not_spam": "contact.studio.audit.messageNotSpam",
    "delivery.retry": "contact.studio.audit.deliveryRetry",
    "inbox.export": "contact.studio.audit.inboxExport",
    "email.test": "contact.studio.audit.emailTest",
    "email.settings": "contact.studio.audit.emailSettings",
  },
});
