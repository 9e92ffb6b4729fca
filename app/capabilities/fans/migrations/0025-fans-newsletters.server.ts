/**
 * Newsletters (issue 12 point 5): a mailing keeps the audience it was written
 * for (JSON: everyone who asked for all news, or the people near a town) and
 * when it finished sending; a test send is remembered for the editor.
 */
import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("fan_mailings")
    .addColumn("audience", "text", (c) => c.notNull().defaultTo('{"kind":"all"}'))
    .execute();
  await db.schema.alterTable("fan_mailings").addColumn("sent_at", "text").execute();
  await db.schema.alterTable("fan_mailings").addColumn("test_sent_at", "text").execute();
  // The mailing whose hard bounce ended an address (the report counts them, as unsubscribed_mailing_id does).
  await db.schema.alterTable("fan_subscribers").addColumn("bounced_mailing_id", "text").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("fan_subscribers").dropColumn("bounced_mailing_id").execute();
  for (const c of ["test_sent_at", "sent_at", "audience"])
    await db.schema.alterTable("fan_mailings").dropColumn(c).execute();
}
