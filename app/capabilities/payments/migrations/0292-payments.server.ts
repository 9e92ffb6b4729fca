/**
 * The payments capability's tables (issue 29). Portable across SQLite and
 * PostgreSQL. Money is integers of minor units; see server/data/tables.server.ts.
 */
import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("payment_settings")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("provider", "text", (c) => c.notNull().defaultTo("none"))
    .addColumn("live", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("stripe_test_key", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("stripe_live_key", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("stripe_test_webhook_secret", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("stripe_live_webhook_secret", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("mollie_test_key", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("mollie_live_key", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("currency", "text", (c) => c.notNull().defaultTo("EUR"))
    .addColumn("seller_name", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("seller_address", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("vat_rate", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("support_enabled", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("support_amounts", "text", (c) => c.notNull().defaultTo("[500,1000,2500]"))
    .addColumn("support_min", "integer", (c) => c.notNull().defaultTo(100))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("ticket_types")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("event_id", "text", (c) => c.notNull().references("events.id").onDelete("cascade"))
    .addColumn("date", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("price", "integer", (c) => c.notNull())
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("quantity", "integer", (c) => c.notNull())
    .addColumn("on_sale", "text")
    .addColumn("off_sale", "text")
    .addColumn("max_per_order", "integer", (c) => c.notNull())
    .addColumn("pwyw", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("pwyw_min", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("ticket_types_event_idx").on("ticket_types").columns(["event_id", "date"]).execute();

  // Orders outlive their event: no foreign key, so the accounts stay whole when an event is deleted.
  await db.schema
    .createTable("orders")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("number", "text", (c) => c.notNull().unique())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("event_id", "text")
    .addColumn("date", "text")
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("language", "text")
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("total", "integer", (c) => c.notNull())
    .addColumn("places", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("vat_rate", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("vat_amount", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("test_mode", "integer", (c) => c.notNull())
    .addColumn("provider_ref", "text", (c) => c.unique())
    .addColumn("payment_ref", "text")
    .addColumn("checkout_url", "text")
    .addColumn("hold_until", "text")
    .addColumn("fee", "integer")
    .addColumn("refunded", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("message", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("settled", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("paid_at", "text")
    .addColumn("mailed_at", "text")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("orders_state_idx").on("orders").columns(["state", "settled", "hold_until"]).execute();
  await db.schema.createIndex("orders_date_idx").on("orders").columns(["event_id", "date", "state"]).execute();
  await db.schema.createIndex("orders_created_idx").on("orders").column("created_at").execute();

  await db.schema
    .createTable("order_lines")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("order_id", "text", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("type_id", "text")
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("unit_price", "integer", (c) => c.notNull())
    .addColumn("quantity", "integer", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("order_lines_order_idx").on("order_lines").column("order_id").execute();
  await db.schema.createIndex("order_lines_type_idx").on("order_lines").column("type_id").execute();

  await db.schema
    .createTable("tickets")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("order_id", "text", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("line_id", "text", (c) => c.notNull())
    .addColumn("event_id", "text", (c) => c.notNull())
    .addColumn("date", "text", (c) => c.notNull())
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("checked_in_at", "text")
    .addColumn("checked_in_by", "text")
    .execute();
  await db.schema.createIndex("tickets_order_idx").on("tickets").column("order_id").execute();
  await db.schema.createIndex("tickets_date_idx").on("tickets").columns(["event_id", "date"]).execute();

  await db.schema
    .createTable("order_events")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("order_id", "text", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("at", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("detail", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("actor", "text")
    .execute();
  await db.schema.createIndex("order_events_order_idx").on("order_events").columns(["order_id", "at"]).execute();

  await db.schema
    .createTable("refunds")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("order_id", "text", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("amount", "integer", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("provider_ref", "text")
    .addColumn("reason", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("error", "text")
    .addColumn("actor", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("refunds_order_idx").on("refunds").column("order_id").execute();

  await db.schema
    .createTable("webhook_receipts")
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("event_id", "text", (c) => c.notNull())
    .addColumn("received_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("webhook_receipts_pk", ["provider", "event_id"])
    .execute();

  await db.schema
    .createTable("date_refund_runs")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("event_id", "text", (c) => c.notNull())
    .addColumn("date", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("total", "integer", (c) => c.notNull())
    .addColumn("done", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("failed", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("actor", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    "date_refund_runs",
    "webhook_receipts",
    "refunds",
    "order_events",
    "tickets",
    "order_lines",
    "orders",
    "ticket_types",
    "payment_settings",
  ])
    await db.schema.dropTable(t).ifExists().execute();
}
