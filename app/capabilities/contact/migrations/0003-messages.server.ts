/** Messages, attachments and the e-mail outbox (SPEC §3, §4). Portable across SQLite and PostgreSQL. */
import type { Kysely } from "kysely";
import { colTypes, isPostgres } from "~/core/db/dialect.server.ts";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const t = colTypes(db);
  await db.schema
    .createTable("messages")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("phone", "text")
    .addColumn("topic", "text", (c) => c.notNull())
    .addColumn("date_wanted", "text")
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("consent", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("spam_reasons", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("ip_hash", "text")
    .addColumn("user_agent", "text")
    .addColumn("idempotency_key", "text", (c) => c.notNull().unique())
    .addColumn("has_attachment", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("hold_event_id", "text")
    .addColumn("received_at", "text", (c) => c.notNull())
    .addColumn("read_at", "text")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("messages_status_received_idx")
    .on("messages")
    .columns(["status", "received_at"])
    .execute();
  await db.schema.createIndex("messages_received_idx").on("messages").column("received_at").execute();

  await db.schema
    .createTable("message_attachments")
    .addColumn("message_id", "text", (c) => c.primaryKey().references("messages.id").onDelete("cascade"))
    .addColumn("filename", "text", (c) => c.notNull())
    .addColumn("content_type", "text", (c) => c.notNull())
    .addColumn("bytes", "integer", (c) => c.notNull())
    .addColumn("sha256", "text", (c) => c.notNull())
    .addColumn("data", t.blob, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("deliveries")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("message_id", "text", (c) => c.references("messages.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("transport", "text", (c) => c.notNull())
    .addColumn("recipient", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("window_attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("window_started_at", "text", (c) => c.notNull())
    .addColumn("next_attempt_at", "text", (c) => c.notNull())
    .addColumn("claimed_at", "text")
    .addColumn("claim_token", "text")
    .addColumn("last_error", "text")
    .addColumn("provider_response", "text")
    .addColumn("sent_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  // The worker's query: due rows by state and time.
  await db.schema.createIndex("deliveries_due_idx").on("deliveries").columns(["state", "next_attempt_at"]).execute();
  await db.schema.createIndex("deliveries_message_idx").on("deliveries").column("message_id").execute();

  await db.schema
    .createTable("delivery_attempts")
    .addColumn("id", isPostgres(db) ? "bigserial" : "integer", (c) =>
      isPostgres(db) ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn("delivery_id", "text", (c) => c.notNull().references("deliveries.id").onDelete("cascade"))
    .addColumn("attempt", "integer", (c) => c.notNull())
    .addColumn("transport", "text", (c) => c.notNull())
    .addColumn("started_at", "text", (c) => c.notNull())
    .addColumn("finished_at", "text", (c) => c.notNull())
    .addColumn("outcome", "text", (c) => c.notNull())
    .addColumn("detail", "text")
    .execute();
  await db.schema.createIndex("delivery_attempts_delivery_idx").on("delivery_attempts").column("delivery_id").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ["delivery_attempts", "deliveries", "message_attachments", "messages"])
    await db.schema.dropTable(t).execute();
}
