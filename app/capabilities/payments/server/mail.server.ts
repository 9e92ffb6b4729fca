/**
 * How payments queues its e-mails through the core's outbox (core/mail, issue 26): one mail kind,
 * PAYMENTS_MAIL, declared in the manifest and composed when sent (compose.server.ts).
 */
import type { Transaction } from "kysely";
import { outboxStatus, queueMail, wakeOutbox } from "~/core/mail/index.server.ts";
import { mailColours, type Colours } from "~/core/mail/layout.server.ts";
import { activePageTheme } from "~/capabilities/themes/index.server.ts";
import type { Database } from "~/core/db/schema.server.ts";
import { PAYMENTS_MAIL } from "../lib/mail-kind.ts";

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
  await queueMail(trx, [{ kind: PAYMENTS_MAIL, ref: `${kind}:${orderId}`, recipient: to }], transport);
}

/** A download link's e-mail (`d:<grant>`): the grant names its order or code; the link is derived when sent. */
export async function queueDownloadMail(
  trx: Transaction<Database>,
  transport: string,
  grantId: string,
  to: string,
): Promise<void> {
  await queueMail(trx, [{ kind: PAYMENTS_MAIL, ref: `d:${grantId}`, recipient: to }], transport);
}

export const wakeMail = () => wakeOutbox();

/** The mail's colours from the site's active theme (the core's layout names no theme capability). */
export const orderMailColours = (): Promise<Colours> => activePageTheme().then(mailColours, () => mailColours(null));
