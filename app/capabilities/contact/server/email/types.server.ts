/**
 * The e-mail transports' shared contract. A transport turns one delivery (an
 * outbox row) into one e-mail and says what happened; the worker decides what
 * that means for the row (SPEC §4).
 */
import type { Topic } from "~/capabilities/contact/schemas.ts";

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
  /** The sniffed type (PDF, JPEG or PNG). */
  contentType: string;
  content: Buffer;
}

/** The stored message, as the e-mail shows it. */
export interface MailMessage {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  topic: Topic;
  dateWanted: string | null;
  body: string;
  /** The visitor ticked "I agree to the privacy notice". */
  consent: boolean;
  /** ISO-8601 UTC. */
  receivedAt: string;
  attachment?: MailAttachment | null;
}

/** `account`: a mail about a studio account (a password reset link), sent at once, never stored in the outbox. */
export type MailKind = "notification" | "autoreply" | "test" | "account" | "prepared";

/** One e-mail to send: built by the worker from a delivery row. */
export interface OutgoingMail {
  /** The delivery's id: the Message-ID is derived from it, so a re-send after a crash carries the same id. */
  deliveryId: string;
  kind: MailKind;
  /** The one recipient. Never an address the visitor chose, except the auto-reply to the visitor themselves. */
  to: string;
  site: {
    name: string;
    /** IANA zone, to show the received time and date wanted as the owner reads them. */
    timeZone: string;
    /** Where the owner reads the message (or the studio, for a test). */
    studioUrl: string;
    /** The site language (core/i18n): what the visitor reads (the auto-reply) is in it. Absent: English. */
    language?: string;
    /** The studio language of whoever the notification goes to (docs/languages.md): what the owner reads is in it. Absent: English. */
    ownerLanguage?: string;
    /** Reply-To for the auto-reply: the site's own inbox address. */
    replyTo?: string | null;
  };
  /** Absent for a test e-mail. */
  message?: MailMessage;
  /** A `prepared` mail: composed by the capability it belongs to (ComposedMail in the core). */
  prepared?: {
    subject: string;
    text: string;
    html: string;
    headers: Record<string, string>;
    bulk: boolean;
    /** Files its capability attaches (an RSVP's .ics); SMTP sends them, EmailJS cannot. */
    attachments?: { filename: string; contentType: string; content: string | Buffer; cid?: string }[];
  };
  /** What an `account` mail says (its subject and plain text; the HTML is made from the text). */
  account?: { subject: string; text: string };
}

export interface Transport {
  readonly name: TransportName;
  /** The missing or wrong setting, named, or null when the transport can send. */
  problem(): string | null;
  /** The settings problem that stops this kind of mail (e.g. no auto-reply template), or null. */
  problemFor?(kind: MailKind): string | null;
  send(mail: OutgoingMail): Promise<SendResult>;
  /** Releases pooled connections. */
  close(): Promise<void>;
}

/** Time limits for every outbound call. */
export const DEFAULT_TIMEOUT_MS = 20_000;
