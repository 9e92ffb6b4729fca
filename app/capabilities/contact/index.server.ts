/** The contact capability's public door (server): what other capabilities may use (lint enforces it). */
export { emailDeliveryWorks, sendAccountEmail } from "./server/account-mail.server.ts";
// "Can this site send e-mail now, and was the last real send accepted?" — public forms and studio pages word themselves by it.
export { mailBanner, mailStatus, type MailStatus } from "./server/mail-status.server.ts";
export {
  mailingDeliveryCounts,
  outboxStatus,
  queuePreparedMail,
  wakeOutbox,
  type NewPreparedDelivery,
} from "./server/outbox.server.ts";
// The contact form's spam defences, reused by other public forms (the fans sign-up).
export { checkFormToken, issueFormToken, type SpamReason } from "./server/spam.server.ts";
// RFC 4180 rows with formula-safe cells, for other capabilities' CSV exports (the RSVP guest list).
export { csvRow } from "./lib/csv.ts";
// Runs the outbox until nothing is due: other capabilities' tests of mail that goes through it (fans' mailings).
export { drainDeliveries } from "./server/jobs.server.ts";
