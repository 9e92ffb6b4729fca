/**
 * Content in several languages (issue 15, L2): the site's other languages (a
 * column of the settings row, "es,fr"; empty for every existing site) and the
 * translations of what capabilities declare translatable (one row per entity,
 * field and language; the default language's text stays in the entity's own row).
 */
import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("site_settings")
    .addColumn("languages", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema
    .createTable("translations")
    .addColumn("entity_type", "text", (c) => c.notNull())
    .addColumn("entity_id", "text", (c) => c.notNull())
    .addColumn("field", "text", (c) => c.notNull())
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("translations_pk", ["entity_type", "entity_id", "field", "language"])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("translations").execute();
  await db.schema.alterTable("site_settings").dropColumn("languages").execute();
}
