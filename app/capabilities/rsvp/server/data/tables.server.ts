/** Row types of the RSVP tables (issue 13). Timestamps are ISO-8601 UTC text; booleans 0/1; dates "YYYY-MM-DD". */

export type ReplyStatus = "confirmed" | "waitlisted" | "cancelled";

export interface RsvpConfigsTable {
  id: string;
  event_id: string;
  /** "" for every date of the event; a date key for one date that differs. */
  date: string;
  enabled: number;
  capacity: number;
  max_party: number;
  /** "YYYY-MM-DDTHH:mm" in the event's zone, or null (open at once / until the date starts). */
  opens_local: string | null;
  closes_local: string | null;
  /** JSON: up to three question texts. */
  questions: string;
  /** Hours before the date a reminder goes out; 0 = none. */
  reminder_hours: number;
  updated_at: string;
}

export interface RsvpSlotsTable {
  event_id: string;
  date: string;
  seq: number;
}

export interface RsvpRepliesTable {
  id: string;
  event_id: string;
  date: string;
  /** Lower-cased: one reply per mailbox per date. */
  email: string;
  name: string;
  party: number;
  /** JSON: the answers, in the order of the questions. */
  answers: string;
  status: ReplyStatus;
  /** The slot's `seq` when it last (re)joined: the waitlist's order. */
  queue_seq: number;
  /** Part of the signed change/cancel link; a new one makes older links stop working. */
  nonce: string;
  checked_in_at: string | null;
  reminded_at: string | null;
  /** The language of the page the reply was made on (its e-mails speak it); null: the site's default. */
  language: string | null;
  created_at: string;
  updated_at: string;
}

/** Places a date gives to others than replies: a ticket checkout's hold, a sold order (issue 29). */
export interface RsvpClaimsTable {
  id: string;
  event_id: string;
  date: string;
  places: number;
  source: string;
  /** The hold's end (ISO); null: held for good. */
  expires_at: string | null;
}

export interface RsvpTables {
  rsvp_claims: RsvpClaimsTable;
  rsvp_configs: RsvpConfigsTable;
  rsvp_slots: RsvpSlotsTable;
  rsvp_replies: RsvpRepliesTable;
}

declare module "~/core/db/schema.server.ts" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this capability's tables to the database type
  interface Database extends RsvpTables {}
}
