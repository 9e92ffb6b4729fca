/**
 * Row types of the contact capability: messages and their attachments, and
 * its column on the outbox's deliveries (core/mail). Timestamps are ISO-8601
 * UTC text; booleans 0/1.
 */

export type MessageStatus = "new" | "read" | "archived" | "spam";

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

export interface MessagesTables {
  messages: MessagesTable;
  message_attachments: MessageAttachmentsTable;
}

declare module "~/core/db/schema.server.ts" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this capability's tables to the database type
  interface Database extends MessagesTables {}
}

declare module "~/core/mail/data/tables.server.ts" {
  interface DeliveriesTable {
    /** The message a notification or auto-reply is for (0003-messages: deleted with it), null for other mail. */
    message_id: string | null;
  }
}
