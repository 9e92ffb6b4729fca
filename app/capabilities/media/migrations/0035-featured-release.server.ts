/**
 * The home page's "new release" block (issue 34, ADR 3402): one row, like the
 * site settings. A releases capability (issues 30/32) may later own releases
 * and feed the same block; this row is what it would import.
 */
import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("featured_release")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("title", "text", (c) => c.notNull())
    // "album" | "ep" | "single"
    .addColumn("kind", "text", (c) => c.notNull())
    // YYYY-MM-DD, or null: "Out now" without a date.
    .addColumn("release_date", "text")
    .addColumn("description", "text", (c) => c.notNull())
    // An image upload (the media capability's); null: the block shows the title set large instead.
    .addColumn("cover_upload_id", "text")
    // JSON: ["https://open.spotify.com/…", …] in the owner's order; services are recognised when shown.
    .addColumn("links", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("featured_release").execute();
}
