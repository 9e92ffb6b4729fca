/**
 * Everything payments takes from the mail platform, in one place (issue 29):
 * the outbox, the themed layout, form tokens and CSV rows. Today they come
 * through the contact and fans capabilities' doors, as RSVP's do; when the
 * platform moves them into app/core/mail, only this file changes.
 */
import type { Transaction } from "kysely";
import { outboxStatus, queuePreparedMail, wakeOutbox } from "~/capabilities/contact/index.server.ts";
import type { Database } from "~/core/db/schema.server.ts";

export { checkFormToken, csvRow, drainDeliveries, issueFormToken } from "~/capabilities/contact/index.server.ts";
export { button, escapeHtml, htmlMail, mailColours, siteFooter, textFooter } from "~/capabilities/fans/index.server.ts";
export type { Colours, SiteFooter } from "~/capabilities/fans/index.server.ts";

/**
 * The e-mails of an order, as the first part of the outbox reference
 * (`<kind>:<order>`, composed when sent — compose.server.ts):
 * r receipt with the tickets, s thanks for support, x paid after the date sold
 * out (refunded), f a refund, c the date was cancelled (refunded).
 */
export type OrderMailKind = "r" | "s" | "x" | "f" | "c";

/** The transport in force (read before a transaction: SQLite's one connection is the transaction's). */
export const mailTransport = async () => (await outboxStatus({ bulk: false })).transport;

export async function queueOrderMail(
  trx: Transaction<Database>,
  transport: string,
  kind: OrderMailKind,
  orderId: string,
  to: string,
): Promise<void> {
  await queuePreparedMail(trx, [{ source: "payments", ref: `${kind}:${orderId}`, recipient: to }], transport);
}

export const wakeMail = () => wakeOutbox();
