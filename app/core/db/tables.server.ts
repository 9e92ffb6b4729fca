/** Row types of the foundation tables. Timestamps are ISO-8601 UTC text; booleans 0/1. */

export interface UsersTable {
  id: string;
  email: string; // stored lower-case; unique
  display_name: string;
  password_hash: string;
  role: "owner" | "editor";
  disabled: number;
  created_at: string;
  last_sign_in_at: string | null;
  /** The studio language this user chose ("de"); null: the site's language when the studio has it, else English (accounts migration 0031). */
  studio_language: string | null;
}

export interface SessionsTable {
  id_hash: string; // SHA-256 of the cookie's 256-bit id; the id itself is never stored
  user_id: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string; // absolute expiry (30 days)
  ip: string | null;
  user_agent: string | null;
}

export interface SiteSettingsTable {
  id: number; // always 1
  name: string;
  tagline: string;
  about: string;
  contact_email: string;
  phone: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
  time_zone: string;
  opening_hours: string;
  social_links: string; // JSON [{platform, url}]
  hero_upload_id: string | null;
  accent_color: string;
  privacy_notice: string;
  act_type: string;
  /** The site language (core/i18n/locales.ts), "en" by default. */
  language: string;
  /** The site's other languages, "es,fr" (core/i18n/prefix.ts); empty: one language. */
  languages: string;
  updated_at: string;
}

export interface AuditEntriesTable {
  id: string;
  user_id: string | null;
  user_email: string | null;
  action: string;
  entity: string;
  entity_id: string | null;
  detail: string | null; // JSON
  created_at: string;
}

export interface RateLimitsTable {
  key: string;
  count: number;
  reset_at: string;
}

export interface AppMetaTable {
  key: string;
  value: string;
}

/** Demo records, so "remove demo content" can find exactly what the seed added. */

export interface FoundationTables {
  users: UsersTable;
  sessions: SessionsTable;
  site_settings: SiteSettingsTable;
  audit_entries: AuditEntriesTable;
  rate_limits: RateLimitsTable;
  app_meta: AppMetaTable;
  translations: TranslationsTable;
}

/** A translation of one field of one entity into one of the site's other languages (core/i18n/content.server.ts). */
export interface TranslationsTable {
  entity_type: string;
  entity_id: string;
  field: string;
  language: string;
  text: string;
  updated_at: string;
}
