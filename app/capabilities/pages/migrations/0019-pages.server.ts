/** Own pages (issue 14) and the navigation editor's arrangement. Portable across SQLite and PostgreSQL. */
import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("pages")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("hero_upload_id", "text")
    .addColumn("seo_title", "text", (c) => c.notNull())
    .addColumn("seo_description", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("in_nav", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("published_at", "text")
    .execute();
  await db.schema
    .createTable("nav_settings")
    .addColumn("id", "integer", (c) => c.primaryKey())
    // JSON: [{ "to": "/events", "label": "", "place": "header" | "footer" | "hidden" }, …] in the owner's order.
    .addColumn("items", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("nav_settings").execute();
  await db.schema.dropTable("pages").execute();
}
