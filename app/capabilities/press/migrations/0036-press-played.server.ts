/** Where the act has played, for the home page's logo strip and the press page (issue 34): a JSON list on the kit's row. */
import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // JSON: [{ "name": "Fusion Festival", "link": "https://…" or "" }, …] in the owner's order.
  await db.schema
    .alterTable("press_kit")
    .addColumn("played", "text", (c) => c.notNull().defaultTo("[]"))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("press_kit").dropColumn("played").execute();
}
