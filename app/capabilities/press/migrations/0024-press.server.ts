/** The press kit (issue 14): one row per site. Portable across SQLite and PostgreSQL. */
import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("press_kit")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("short_bio", "text", (c) => c.notNull())
    .addColumn("long_bio", "text", (c) => c.notNull())
    // JSON: [{ "id": upload id, "credit": "Photo: …" }, …] in the owner's order.
    .addColumn("photos", "text", (c) => c.notNull())
    // JSON: [{ "quote", "source", "link", "date" }, …] in the owner's order.
    .addColumn("quotes", "text", (c) => c.notNull())
    // "public" (linked, in the sitemap) or "private" (only with ?key=token, noindex).
    .addColumn("visibility", "text", (c) => c.notNull())
    .addColumn("token", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("press_kit").execute();
}
