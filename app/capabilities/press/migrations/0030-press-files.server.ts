/**
 * The press kit's second part (issue 14): contacts by role (a JSON column of
 * the kit's row) and its files — logos (PNG, sanitised SVG), the technical
 * rider and the stage plot (PDF) — one row per slot, the bytes in the
 * database like the theme's logo, so a backup carries them with the kit.
 */
import type { Kysely } from "kysely";
import { colTypes } from "~/core/db/dialect.server.ts";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const t = colTypes(db);
  // JSON: [{ "role": "booking", "name", "email", "phone" }, …] in the owner's order.
  await db.schema
    .alterTable("press_kit")
    .addColumn("contacts", "text", (c) => c.notNull().defaultTo("[]"))
    .execute();
  await db.schema
    .createTable("press_files")
    // "logo_png", "logo_svg", "rider", "stage_plot"
    .addColumn("slot", "text", (c) => c.primaryKey())
    .addColumn("mime", "text", (c) => c.notNull())
    .addColumn("data", t.blob, (c) => c.notNull())
    .addColumn("size", "integer", (c) => c.notNull())
    // A logo's drawn size (for width/height on the page, no layout shift); 0 for a PDF.
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("press_files").execute();
  await db.schema.alterTable("press_kit").dropColumn("contacts").execute();
}
