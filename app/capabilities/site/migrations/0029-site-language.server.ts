/** The site language (issue 15): a column of the settings row, English for every existing site. */
import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("site_settings")
    .addColumn("language", "text", (c) => c.notNull().defaultTo("en"))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("site_settings").dropColumn("language").execute();
}
