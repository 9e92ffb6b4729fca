/**
 * The mail platform as capabilities use it (docs/architecture.md, "Mail"):
 * declare kinds in the manifest's `mail`, queue them in a transaction, and
 * compose them at send time; the themed layout is ./layout.server.ts.
 */
export {
  mailingDeliveryCounts,
  mailProblemFor,
  outboxStatus,
  queueMail,
  retryMail,
  wakeOutbox,
  type QueuedMail,
} from "./outbox.server.ts";
export { emailDeliveryWorks, sendAccountEmail } from "./account.server.ts";
export { mailStatus, type EmailStatus } from "./status.server.ts";
// "Can this site send now, and was the last real send accepted?" (issue 25 §1, ADR 2520).
export { recordServerAnswer, sendingStatus, type MailStatus } from "./sending.server.ts";
export { mailHealth, type MailHealth } from "./health.server.ts";
export { sendTestEmail } from "./test-mail.server.ts";
export { inboxAddress, ownerLanguageOf, recipientProblem, siteInbox, studioUrl } from "./inbox.server.ts";
export { latestTest, withAttempts, type Delivery, type DeliveryWithAttempts } from "./data/deliveries.server.ts";
export { oneLine, safeFilename, PLAIN_HTML_CLOSE, PLAIN_HTML_OPEN } from "./text.server.ts";
export type { ComposedMail, Composition, MailKind, OutboxResult } from "./types.server.ts";
