/**
 * Row types of the contact capability: messages, their attachments, and the
 * outbox of e-mail deliveries with one row per attempt. Timestamps are
 * ISO-8601 UTC text; booleans 0/1.
 */
import type { Generated } from "kysely";

export type MessageStatus = "new" | "read" | "archived" | "spam";
export type DeliveryState = "queued" | "sending" | "retrying" | "sent" | "failed";
/** `prepared`: another capability's mail (a sign-up confirmation, a newsletter), composed by it at send time. */
export type DeliveryKind = "notification" | "autoreply" | "test" | "prepared";
export type AttemptOutcome = "sent" | "retry" | "failed" | "unconfigured";

export interface MessagesTable {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  topic: "booking" | "press" | "general";
  date_wanted: string | null; // YYYY-MM-DD, bookings only
  body: string;
  consent: number;
  status: MessageStatus;
  spam_reasons: string; // JSON array of reason codes; "[]" when clean
  ip_hash: string | null; // HMAC of the address: enough to group abuse, not to identify anyone
  user_agent: string | null;
  idempotency_key: string; // unique: a double submit stores one message
  has_attachment: number;
  hold_event_id: string | null; // the draft event made from a booking
  received_at: string;
  read_at: string | null;
  updated_at: string;
}

/** Kept apart so lists never read the bytes. */
export interface MessageAttachmentsTable {
  message_id: string;
  filename: string;
  content_type: string; // sniffed: application/pdf, image/jpeg, image/png
  bytes: number;
  sha256: string;
  data: Uint8Array;
}

export interface DeliveriesTable {
  id: string;
  message_id: string | null; // null for a test e-mail
  kind: DeliveryKind;
  transport: string; // the transport of the last attempt (or the one configured when queued)
  recipient: string;
  state: DeliveryState;
  attempts: number; // every attempt ever made
  window_attempts: number; // attempts since queued or "retry now" (the backoff counts these)
  window_started_at: string;
  next_attempt_at: string;
  claimed_at: string | null; // set while `sending`: a lease, so a crashed worker's claim expires
  claim_token: string | null;
  last_error: string | null;
  provider_response: string | null;
  sent_at: string | null;
  created_at: string;
  updated_at: string;
  /** The capability whose mail this is (its manifest's `outbox` composes it), or null for the contact form's own. */
  source: string | null;
  /** What that capability needs to compose it (ids only: never the content, never a secret link). */
  source_ref: string | null;
  /** A mailing to many (a newsletter's id): sent at the source's rate, after every single mail that is due. */
  bulk_group: string | null;
}

export interface DeliveryAttemptsTable {
  id: Generated<number>;
  delivery_id: string;
  attempt: number;
  transport: string;
  started_at: string;
  finished_at: string;
  outcome: AttemptOutcome;
  detail: string | null; // the error, or the provider's answer
}

/**
 * E-mail delivery as set in the studio (issue 11): one row (id 1). The SMTP
 * password and the EmailJS private key are sealed (app/core/secrets); "" is
 * "not set". Environment variables win over each field.
 */
export interface EmailSettingsTable {
  id: number;
  transport: "none" | "smtp" | "emailjs";
  smtp_host: string;
  smtp_port: number | null;
  smtp_security: "tls" | "starttls" | "none";
  smtp_user: string;
  smtp_password: string; // sealed
  mail_from: string;
  mail_to: string;
  emailjs_public_key: string;
  emailjs_private_key: string; // sealed
  emailjs_service_id: string;
  emailjs_template_id: string;
  emailjs_autoreply_template_id: string;
  updated_at: string;
}

/** What the mail server last answered (one row, id 1; see migration 0252 and server/mail-status.server.ts). */
export interface MailHealthTable {
  id: number;
  accepted_at: string | null;
  /** A fingerprint of the settings the send used: a result counts only for the settings in force now. */
  accepted_setup: string | null;
  accepted_transport: string | null;
  test_at: string | null;
  test_setup: string | null;
  failed_at: string | null;
  failed_setup: string | null;
  failed_transport: string | null;
  failed_error: string | null;
}

export interface MessagesTables {
  messages: MessagesTable;
  message_attachments: MessageAttachmentsTable;
  deliveries: DeliveriesTable;
  delivery_attempts: DeliveryAttemptsTable;
  email_settings: EmailSettingsTable;
  mail_health: MailHealthTable;
}

declare module "~/core/db/schema.server.ts" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this capability's tables to the database type
  interface Database extends MessagesTables {}
}
