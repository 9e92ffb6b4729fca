/**
 * Row types of the backup tables (core migration 0035, ADR 2800), merged into
 * the core's Database like a capability's. Timestamps ISO-8601 UTC text;
 * booleans 0/1.
 */

export type BackupFrequency = "off" | "6h" | "12h" | "daily" | "weekly";
export type BackupKind = "scheduled" | "manual" | "pre-upgrade" | "pre-restore";
export type BackupState = "running" | "verified" | "failed";

export interface BackupTargetsTable {
  id: string;
  kind: "folder" | "s3";
  folder: string;
  s3_endpoint: string;
  s3_region: string;
  s3_bucket: string;
  s3_prefix: string;
  s3_access_key_id: string;
  /** Sealed with the installation's key (app/core/secrets); "" when unset. */
  s3_secret: string;
  s3_path_style: number;
  frequency: BackupFrequency;
  /** Hour of day (0–23) in the site's time zone for daily and weekly backups, the first of the day for 6h/12h. */
  hour: number;
  /** 0 Sunday … 6 Saturday, for weekly backups. */
  weekday: number;
  keep_daily: number;
  keep_weekly: number;
  keep_monthly: number;
  /** X25519 public key (base64url) derived from the owner's passphrase; null: backups are not encrypted. */
  encrypt_public_key: string | null;
  encrypt_salt: string | null;
  last_slot: string | null;
  slot_attempts: number;
  lease_owner: string | null;
  lease_until: string | null;
  created_at: string;
  updated_at: string;
}

export interface BackupsTable {
  id: string;
  target_id: string | null;
  location: string;
  object_key: string;
  kind: BackupKind;
  state: BackupState;
  started_at: string;
  finished_at: string | null;
  bytes: number | null;
  sha256: string | null;
  encrypted: number;
  key_id: string | null;
  counts: string | null;
  verified_at: string | null;
  error: string | null;
  app_version: string;
}

declare module "~/core/db/schema.server.ts" {
  interface Database {
    backup_targets: BackupTargetsTable;
    backups: BackupsTable;
  }
}
