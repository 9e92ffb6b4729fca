/** The contact capability's public door (server): what other capabilities may use (lint enforces it). */
export { emailDeliveryWorks, sendAccountEmail } from "./server/account-mail.server.ts";
export {
  mailingDeliveryCounts,
  outboxStatus,
  queuePreparedMail,
  wakeOutbox,
  type NewPreparedDelivery,
} from "./server/outbox.server.ts";
// Runs the outbox until nothing is due: other capabilities' tests of mail that goes through it (fans' mailings).
export { drainDeliveries } from "./server/jobs.server.ts";
