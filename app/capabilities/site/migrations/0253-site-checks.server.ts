/**
 * What the server saw for the launch checklist (issue 25 §3): when a request last arrived over
 * HTTPS at the public address, and which address that was. One row (id 1); installation state,
 * not content: left out of exports.
 */
import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("site_checks")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("https_origin", "text")
    .addColumn("https_seen_at", "text")
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("site_checks").execute();
}
