/**
 * The contact capability: the contact form, the inbox, and the studio's e-mail settings page. Its
 * mail — a message's notification and auto-reply — goes through the core's outbox (core/mail).
 */
import { catalogueFiles } from "~/core/i18n/catalogues.server.ts";
import { studioI18nFor } from "~/core/i18n/studio.server.ts";
import type { User } from "~/core/auth/data/users.server.ts";
import { defineCapability, fill } from "~/core/capability.server.ts";
import { contactHome, emailSettings, inboxCard } from "./slots.ts";
import envPart from "./env.server.ts";
import * as m0003 from "./migrations/0003-messages.server.ts";
import * as m0293 from "./migrations/0293-contact-mail-kinds.server.ts";
import { removeDemoMessages, seedMessages } from "./demo.server.ts";
import { CONTACT_AUTOREPLY, CONTACT_NOTIFICATION } from "./lib/mail-kinds.ts";
import { upgradeContactMail } from "./lib/legacy-mail.ts";
import { autoreply, notification } from "./server/mail/kinds.server.ts";
import { loadDashboardInbox } from "./server/dashboard.server.ts";
import { testMailDone } from "./server/onboarding.server.ts";
import { emailStatus } from "./server/email-status.server.ts";
import { sendTestEmailAs } from "./server/delivery.server.ts";
import { loadHomeContact } from "./server/home.server.ts";
import { fixedPages } from "~/core/seo/sitemap.server.ts";
import { exportEmailSettings, importEmailSettings } from "./server/email-settings-backup.server.ts";
import { contactPrivacy } from "./server/privacy.server.ts";

export default defineCapability({
  name: "contact",
  env: envPart,
  nav: [{ to: "/contact", label: "Contact", labelKey: "contact.nav", order: 50 }],
  errorLinks: [{ to: "/contact", labelKey: "contact.error.link", order: 50 }],
  messages: catalogueFiles(import.meta.glob("./messages/*.json", { eager: true, import: "default" })),
  studioNav: [
    {
      to: "/admin/inbox",
      label: "Inbox",
      labelKey: "contact.studio.nav.inbox",
      icon: "inbox",
      role: "editor",
      order: 50,
      group: "audience",
      tab: { order: 2 },
    },
    {
      to: "/admin/settings/email",
      label: "E-mail",
      labelKey: "contact.studio.email.title",
      icon: "mail",
      role: "owner",
      order: 70.5,
      group: "site",
      parent: "/admin/settings",
    },
  ],
  studioMessages: catalogueFiles(import.meta.glob("./messages/studio/*.json", { eager: true, import: "default" })),
  // 0003 also made the outbox's table, now the core's (core/mail); this capability keeps its message_id column.
  migrations: { "0003-messages": m0003, "0293-contact-mail-kinds": m0293 },
  mail: { [CONTACT_NOTIFICATION]: notification, [CONTACT_AUTOREPLY]: autoreply },
  // What the mail server last answered (core/mail's mail_health) is this installation's state, not content.
  backupExclude: ["mail_health"],
  demo: { seed: seedMessages, remove: removeDemoMessages },
  sitemap: () => fixedPages(["/contact"]),
  // The contact form and the mail provider, in the privacy notice (issue 25 §6).
  privacy: contactPrivacy,
  home: [
    {
      ...fill(contactHome, loadHomeContact),
      label: "Get in touch",
      labelKey: "contact.studio.home.section",
      order: 90,
    },
  ],
  dashboard: [
    {
      ...fill(inboxCard, async (user: User) => loadDashboardInbox(await studioI18nFor(user))),
      order: 22,
      role: "editor",
    },
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
      ...fill(emailSettings, () => emailStatus()),
      placement: "top",
      href: "/admin/settings/email",
      order: 10,
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
  backupUpgrade: upgradeContactMail,
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
