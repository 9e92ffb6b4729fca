/**
 * What the mail server last answered (issue 25 §1): the last real send it
 * accepted, the last it refused or could not take, and the last test e-mail it
 * accepted — each with the fingerprint of the settings it was sent with, so a
 * change of server starts from "not tried yet". One row (id 1); installation
 * state, not content: left out of exports.
 */
import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("mail_health")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("accepted_at", "text")
    .addColumn("accepted_setup", "text")
    .addColumn("accepted_transport", "text")
    .addColumn("test_at", "text")
    .addColumn("test_setup", "text")
    .addColumn("failed_at", "text")
    .addColumn("failed_setup", "text")
    .addColumn("failed_transport", "text")
    .addColumn("failed_error", "text")
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("mail_health").execute();
}
