/**
 * Password resets (issue 11; SPEC §11 "Password reset"): a single-use link
 * whose 256-bit token is stored only as its SHA-256, valid 30 minutes, tied
 * to the password it replaces (a fingerprint of its hash), so a link also
 * dies when the password changes any other way.
 */
import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("password_resets")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("password_fingerprint", "text", (c) => c.notNull())
    .addColumn("via", "text", (c) => c.notNull()) // "email" | "cli"
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema.createIndex("password_resets_user_idx").on("password_resets").column("user_id").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("password_resets").execute();
}
