/** The fans capability's tables (issue 12). Portable across SQLite and PostgreSQL. */
import type { Kysely } from "kysely";
import { colTypes } from "~/core/db/dialect.server.ts";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const t = colTypes(db);
  await db.schema
    .createTable("fan_subscribers")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("wants", "text", (c) => c.notNull())
    .addColumn("town_id", "text")
    .addColumn("town", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("latitude", t.float)
    .addColumn("longitude", t.float)
    .addColumn("radius_km", "integer", (c) => c.notNull().defaultTo(100))
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("signed_up_at", "text", (c) => c.notNull())
    .addColumn("consent_text", "text", (c) => c.notNull())
    .addColumn("consent_ip_hash", "text")
    .addColumn("consent_at", "text")
    .addColumn("import_statement", "text")
    .addColumn("confirm_nonce", "text")
    .addColumn("confirm_sent_at", "text")
    .addColumn("unsubscribed_at", "text")
    .addColumn("unsubscribed_mailing_id", "text")
    .addColumn("bounced_at", "text")
    .addColumn("bounce_detail", "text")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("fan_subscribers_status_idx")
    .on("fan_subscribers")
    .columns(["status", "signed_up_at"])
    .execute();

  await db.schema
    .createTable("fan_mailings")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("scheduled_at", "text")
    .addColumn("queued_at", "text")
    .addColumn("recipients", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_by", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("fan_mailings_status_idx")
    .on("fan_mailings")
    .columns(["status", "scheduled_at"])
    .execute();

  await db.schema
    .createTable("fan_announced")
    .addColumn("event_id", "text", (c) => c.primaryKey())
    .addColumn("starts_at", "text", (c) => c.notNull())
    .addColumn("cancelled", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("announced_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("fan_settings")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("digest_mode", "text", (c) => c.notNull().defaultTo("ask"))
    .addColumn("rate_per_minute", "integer", (c) => c.notNull().defaultTo(300))
    .addColumn("last_digest_at", "text")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ["fan_settings", "fan_announced", "fan_mailings", "fan_subscribers"])
    await db.schema.dropTable(t).execute();
}
