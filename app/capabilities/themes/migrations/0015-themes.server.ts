/** The theme settings (issue 10): one row, like site_settings. Portable across SQLite and PostgreSQL. */
import type { Kysely } from "kysely";
import { colTypes } from "~/core/db/dialect.server.ts";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const t = colTypes(db);
  await db.schema
    .createTable("theme_settings")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("theme", "text", (c) => c.notNull())
    .addColumn("scheme", "text", (c) => c.notNull())
    // "theme": the theme's own accent; "custom": site_settings.accent_color, corrected per theme.
    .addColumn("accent_mode", "text", (c) => c.notNull())
    .addColumn("focal_x", t.float, (c) => c.notNull())
    .addColumn("focal_y", t.float, (c) => c.notNull())
    // JSON: [{ "id": "events", "visible": true }, …] in the owner's order; sections not listed keep their place.
    .addColumn("home_sections", "text", (c) => c.notNull())
    .addColumn("logo_type", "text")
    .addColumn("logo_data", t.blob)
    .addColumn("logo_width", "integer")
    .addColumn("logo_height", "integer")
    .addColumn("logo_hash", "text")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("theme_settings").execute();
}
