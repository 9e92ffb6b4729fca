/**
 * The mail platform's shared contract (issue 26): what a capability's mail
 * kind composes, what a transport sends, and what it answers. A transport
 * turns one delivery (an outbox row) into one e-mail and says what happened;
 * the worker decides what that means for the row (SPEC §4).
 */

export type TransportName = "log" | "smtp" | "emailjs";

/**
 * - sent: the provider accepted it (its answer is kept for the studio);
 * - retry: worth trying again later (network, time-out, 4xx SMTP, 429/5xx HTTP);
 * - failed: the provider refused it for good (5xx SMTP, EmailJS 400/403/412/422);
 * - unconfigured: a setting is missing, so nothing was attempted; the delivery
 *   stays queued without using up an attempt (SPEC §8).
 */
export type SendResult =
  | { status: "sent"; response: string }
  | { status: "retry"; error: string }
  | { status: "failed"; error: string }
  | { status: "unconfigured"; error: string };

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string | Buffer;
  /** Content-ID: the HTML shows it with <img src="cid:…"> (a ticket's QR code). */
  cid?: string;
}

/** A mail as its kind composed it: the words, and what the transports need beside them. */
export interface ComposedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where a reply goes: the person who wrote (a form's notification), or the site's inbox (a reply to a visitor). */
  replyTo?: string | { name: string; address: string } | null;
  /** Extra headers (List-Unsubscribe, Auto-Submitted…); values are flattened to one line before they are sent. */
  headers?: Record<string, string>;
  /** A mailing to many (newsletters): transports meant for form notifications refuse it (EmailJS). */
  bulk?: boolean;
  /** Files sent with it (an RSVP's .ics, a booking's rider); EmailJS sends only one, in its form-data field. */
  attachments?: MailAttachment[];
  /**
   * EmailJS renders its own template instead of this HTML (docs/email.md): `params` are added to the ones
   * every mail has (kind, site_name, to_email, subject, message_url, message); `template: "autoreply"` takes
   * the settings' template for replies to a visitor instead of the site's (EMAILJS_AUTOREPLY_TEMPLATE_ID);
   * `file` is the one file it sends, in its form field (other attachments do not go with EmailJS).
   */
  emailjs?: { template?: "autoreply"; params?: Record<string, string>; file?: MailAttachment };
}

/** One e-mail to send: a composed mail, with the delivery it is for. */
export interface OutgoingMail extends ComposedMail {
  /** The delivery's id: the Message-ID is derived from it, so a re-send after a crash carries the same id. */
  deliveryId: string;
  /** The mail kind (a manifest's `mail` key, or the core's own "test" and "account"). */
  kind: string;
  /** The sender's name when the From address has none. */
  siteName: string;
  /** Where the studio is (EmailJS's `message_url` unless the kind gives its own). */
  studioUrl: string;
  /** Whose address the log transport may write into its line (not a subscriber's or a visitor's). */
  logRecipient?: boolean;
}

/** What composing a delivery came to: the mail, or why not now (`wait`: a setting is missing) or never (`skip`). */
export type Composition = ComposedMail | { skip: string } | { wait: string };

/** What an outbox delivery of a capability's own came to, for the capability's records (bounces, reports). */
export interface OutboxResult {
  status: SendResult["status"];
  /** The transport's answer or error. */
  detail: string;
  /** The transport that tried ("smtp", "emailjs", "log"). */
  transport: string;
}

/**
 * A kind of e-mail a capability sends through the outbox, declared in its manifest's `mail` under a name
 * that starts with the capability's ("fans.mail", "contact.notification"). The outbox stores a reference
 * only; `compose` builds the mail for it at send time — or says why not: the reference is gone, the person
 * unsubscribed (`skip`), a setting is missing (`wait`) — so no row keeps a link that is a secret.
 */
export interface MailKind {
  /** `recipient`: the address it was queued for ("" when none was known then). */
  compose(ref: string, queued: { recipient: string }): Promise<Composition>;
  /** Hears each attempt's outcome (a hard bounce marks the address). */
  onResult?(ref: string, result: OutboxResult): Promise<void>;
  /** Bulk mail of this kind per minute, at most (newsletters); unlimited when absent. */
  ratePerMinute?(): Promise<number>;
  /** The address may go into the log transport's line (the site's own inbox): not for subscribers or visitors. */
  logRecipient?: boolean;
}

export interface Transport {
  readonly name: TransportName;
  /** The missing or wrong setting, named, or null when the transport can send. */
  problem(): string | null;
  /** The settings problem that stops this mail (e.g. no auto-reply template), or null. */
  problemFor?(mail: Pick<ComposedMail, "emailjs">): string | null;
  send(mail: OutgoingMail): Promise<SendResult>;
  /** Releases pooled connections. */
  close(): Promise<void>;
}

/** Time limits for every outbound call. */
export const DEFAULT_TIMEOUT_MS = 20_000;
