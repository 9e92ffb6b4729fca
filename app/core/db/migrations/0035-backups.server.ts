/**
 * Scheduled backups (issue 28, ADR 2800): where they go and how often
 * (`backup_targets`, one row today), and every backup taken (`backups`).
 * Core tables, not a capability's: the start-up takes a backup before it
 * migrates, and that must work whatever capabilities are installed. Neither
 * table is exported (a restore keeps this installation's list and target).
 */
import type { Kysely } from "kysely";
import { colTypes } from "../dialect.server.ts";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const { bigint } = colTypes(db);
  await db.schema
    .createTable("backup_targets")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull()) // folder | s3
    .addColumn("folder", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("s3_endpoint", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("s3_region", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("s3_bucket", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("s3_prefix", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("s3_access_key_id", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("s3_secret", "text", (c) => c.notNull().defaultTo("")) // sealed (ADR 0013)
    .addColumn("s3_path_style", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("frequency", "text", (c) => c.notNull()) // off | 6h | 12h | daily | weekly
    .addColumn("hour", "integer", (c) => c.notNull().defaultTo(3))
    .addColumn("weekday", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("keep_daily", "integer", (c) => c.notNull().defaultTo(7))
    .addColumn("keep_weekly", "integer", (c) => c.notNull().defaultTo(4))
    .addColumn("keep_monthly", "integer", (c) => c.notNull().defaultTo(6))
    // Encryption: the public half of a key pair derived from the owner's passphrase (never stored) and its salt.
    .addColumn("encrypt_public_key", "text")
    .addColumn("encrypt_salt", "text")
    // Which scheduled slot was last claimed, how many tries it had, and who holds the lease now.
    .addColumn("last_slot", "text")
    .addColumn("slot_attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("lease_owner", "text")
    .addColumn("lease_until", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("backups")
    .addColumn("id", "text", (c) => c.primaryKey())
    // Null: the data folder's own backups/ folder (a backup before an upgrade on a site without a target).
    .addColumn("target_id", "text")
    .addColumn("location", "text", (c) => c.notNull()) // for people: "s3://bucket/prefix" or a folder
    .addColumn("object_key", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull()) // scheduled | manual | pre-upgrade | pre-restore
    .addColumn("state", "text", (c) => c.notNull()) // running | verified | failed
    .addColumn("started_at", "text", (c) => c.notNull())
    .addColumn("finished_at", "text")
    .addColumn("bytes", bigint)
    .addColumn("sha256", "text")
    .addColumn("encrypted", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("key_id", "text")
    .addColumn("counts", "text") // JSON: { tables: { name: rows }, files, fileBytes }
    .addColumn("verified_at", "text")
    .addColumn("error", "text")
    .addColumn("app_version", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("backups_started").on("backups").columns(["started_at"]).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("backups").execute();
  await db.schema.dropTable("backup_targets").execute();
}
