/**
 * Selling the release (issue 30, first slice): the owner's offer for the
 * featured release, download links (grants) and download codes. Portable
 * across SQLite and PostgreSQL; see server/store/tables.server.ts.
 */
import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("release_sale")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("mode", "text", (c) => c.notNull().defaultTo("off"))
    .addColumn("price", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("min", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("tracks", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("download_codes")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("batch", "text", (c) => c.notNull())
    .addColumn("code", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("redeemed_at", "text")
    .addColumn("redeemed_by", "text")
    .execute();
  await db.schema.createIndex("download_codes_batch_idx").on("download_codes").column("batch").execute();

  // A grant is one download link: an order's (paid or free) or a redeemed code's.
  await db.schema
    .createTable("download_grants")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("order_id", "text")
    .addColumn("code_id", "text")
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("language", "text")
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("max_uses", "integer", (c) => c.notNull())
    .addColumn("uses", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("last_used_at", "text")
    .execute();
  await db.schema.createIndex("download_grants_order_idx").on("download_grants").column("order_id").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("download_grants").ifExists().execute();
  await db.schema.dropTable("download_codes").ifExists().execute();
  await db.schema.dropTable("release_sale").ifExists().execute();
}
