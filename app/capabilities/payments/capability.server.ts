/**
 * The payments capability (issue 29): tickets and support sold on the site,
 * commission-free, through Stripe or Mollie's hosted pages; places shared with
 * RSVPs (one counter per date, ADR 2900); e-tickets with QR codes; the door;
 * and the featured release's downloads and download codes (issue 30, docs/store.md).
 */
import { loadSalesPanel } from "./server/insights-panel.server.ts";
import { defineCapability, fill } from "~/core/capability.server.ts";
import { catalogueFiles } from "~/core/i18n/catalogues.server.ts";
import envPart from "./env.server.ts";
import { buyEvent, scannerDoor, supportHome } from "./slots.ts";
import * as m0292 from "./migrations/0292-payments.server.ts";
import * as m0293 from "./migrations/0293-payments-mail-kinds.server.ts";
import * as m0300 from "./migrations/0300-release-sales.server.ts";
import { PAYMENTS_MAIL } from "./lib/mail-kind.ts";
import { upgradePaymentsMail } from "./lib/legacy-mail.ts";
import { composeOrderMail, recordMailResult } from "./server/compose.server.ts";
import { paymentsJobs } from "./server/jobs.server.ts";
import { buyOffers, loadBuyPart } from "./server/event-part.server.ts";
import { loadSupportHome } from "./server/support-page.server.ts";
import { loadDoorPart } from "./server/door-part.server.ts";
import { paymentsCsp } from "./server/csp.server.ts";
import { paymentsPrivacy } from "./server/privacy.server.ts";

export default defineCapability({
  name: "payments",
  env: envPart,
  privacy: paymentsPrivacy,
  studioNav: [
    {
      to: "/admin/orders",
      label: "Tickets & payments",
      labelKey: "payments.studio.nav.payments",
      icon: "tickets",
      role: "editor",
      order: 26,
      group: "content",
    },
    {
      to: "/admin/store",
      label: "Release sales",
      labelKey: "payments.studio.nav.store",
      icon: "media",
      role: "editor",
      order: 27,
      group: "content",
      parent: "/admin/orders",
    },
    {
      to: "/admin/settings/payments",
      label: "Payments",
      labelKey: "payments.studio.nav.settings",
      icon: "payments",
      role: "owner",
      order: 71,
      group: "site",
      parent: "/admin/settings",
    },
  ],
  studioMessages: catalogueFiles(import.meta.glob("./messages/studio/*.json", { eager: true, import: "default" })),
  // Public words in every shipped language (docs/languages.md); the buy form and pages are rendered on the server.
  messages: catalogueFiles(import.meta.glob("./messages/*.json", { eager: true, import: "default" })),
  serverMessages: true,
  migrations: { "0292-payments": m0292, "0293-payments-mail-kinds": m0293, "0300-release-sales": m0300 },
  jobs: (env) => (env.NODE_ENV === "test" ? [] : paymentsJobs()),
  mail: { [PAYMENTS_MAIL]: { compose: composeOrderMail, onResult: recordMailResult } },
  backupUpgrade: upgradePaymentsMail,
  home: [
    {
      ...fill(supportHome, () => loadSupportHome()),
      label: "Support us",
      labelKey: "payments.studio.home.section",
      order: 85,
    },
  ],
  csp: paymentsCsp,
  doorPage: [{ ...fill(scannerDoor, loadDoorPart), order: 10 }],
  eventPage: [{ ...fill(buyEvent, loadBuyPart), order: 5, placement: "tickets", offers: buyOffers }],
  // Sales per event and per day on the Insights page, in money (server/insights-panel.server.ts)…
  insightsPanels: [{ id: "sales", order: 10, role: "editor", load: loadSalesPanel }],
  // …and each paid order as an outcome (its subject the event), beside views and clicks.
  outcomes: {
    ticket_sale: {
      label: "Ticket orders paid",
      labelKey: "payments.studio.outcome.sale",
      privacyKey: "payments.privacy.outcome.sale",
    },
    support_payment: {
      label: "Support payments",
      labelKey: "payments.studio.outcome.support",
      privacyKey: "payments.privacy.outcome.support",
    },
  },
  // Installation state, not content: which provider events were handled.
  backupExclude: ["webhook_receipts"],
  audit: {
    "payments.settings": "changed the payment settings",
    "payments.test": "tested the payment provider",
    "tickets.types": "changed ticket types",
    "order.refund": "refunded an order",
    "order.resend": "sent an order's tickets again",
    "date.refund_all": "cancelled a date and refunded its orders",
    "ticket.admit": "admitted a ticket at the door",
    "release.sale": "changed the release's sale",
    "codes.generate": "made a batch of download codes",
  },
});
