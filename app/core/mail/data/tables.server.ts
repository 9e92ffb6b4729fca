/**
 * Row types of the mail platform: the outbox of e-mail deliveries with one
 * row per attempt, and the studio's e-mail settings. Timestamps are ISO-8601
 * UTC text. A capability that needs its own column on a delivery adds it with
 * `declare module` (the contact capability's `message_id`, whose foreign key
 * deletes a message's deliveries with it).
 */
import type { Generated } from "kysely";
import type { DeliveryState } from "../states.ts";

export type AttemptOutcome = "sent" | "retry" | "failed" | "unconfigured";

export interface DeliveriesTable {
  id: string;
  /** The mail kind: a manifest's `mail` key ("fans.mail"), or the core's own "test". */
  kind: string;
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
  /** The capability that declared the kind (for the record: the outbox finds the kind by its name). */
  source: string | null;
  /** What the kind's `compose` needs (ids only: never the content, never a secret link). */
  source_ref: string | null;
  /** A mailing to many (a newsletter's id): sent at its kind's rate, after every single mail that is due. */
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

/** What the mail server last answered (one row, id 1; see migration 0252 and sending.server.ts). */
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

export interface MailTables {
  mail_health: MailHealthTable;
  deliveries: DeliveriesTable;
  delivery_attempts: DeliveryAttemptsTable;
  email_settings: EmailSettingsTable;
}
