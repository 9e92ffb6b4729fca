/**
 * The privacy notice as the owner published it (issue 25 §6), one row per
 * language: the text visitors read, and the generated text it was based on —
 * so the studio can show what the site changed since (a feature switched on or
 * off). Before a first publish there is no row and /privacy shows the
 * generated text. Portable across SQLite and PostgreSQL.
 */
import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("privacy_notices")
    .addColumn("locale", "text", (c) => c.primaryKey())
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("base", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("privacy_notices").execute();
}
