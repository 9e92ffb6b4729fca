/**
 * Publish targets (issue 28, SPEC §12 "Publish target"): where the static site goes — kind s3 |
 * sftp | git, its settings (the secret sealed, ADR 0013), and the hash map of what was last
 * published there — plus the state of the publish running now (a lease, so one process runs it).
 */
import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("publish_targets")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("settings", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("secret", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("site_url", "text", (c) => c.notNull())
    .addColumn("base_path", "text", (c) => c.notNull().defaultTo("/"))
    .addColumn("auto_publish", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("hash_map", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("published_at", "text")
    .addColumn("published_version", "text")
    .addColumn("last_attempt_at", "text")
    .addColumn("last_outcome", "text")
    .addColumn("last_message", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("last_counts", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("run_id", "text")
    .addColumn("run_lease_until", "text")
    .addColumn("run_progress", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("publish_targets").execute();
}
