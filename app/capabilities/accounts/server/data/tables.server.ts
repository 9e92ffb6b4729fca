/** Row types of the accounts capability's own tables (the users and sessions tables are the core's). */

export interface PasswordResetsTable {
  token_hash: string; // SHA-256 (hex) of the link's 256-bit token; the token itself is never stored
  user_id: string;
  password_fingerprint: string; // SHA-256 of the password hash the link may replace
  via: "email" | "cli";
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface AccountsTables {
  password_resets: PasswordResetsTable;
}

declare module "~/core/db/schema.server.ts" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this capability's tables to the database type
  interface Database extends AccountsTables {}
}
