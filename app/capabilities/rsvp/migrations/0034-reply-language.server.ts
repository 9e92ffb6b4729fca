/**
 * The language of the page a reply was made on (issue 15): its e-mails —
 * the confirmation, and later the promotion from the waitlist and the
 * reminder, which no request of the visitor's sends — speak it. Null: the
 * site's default language.
 */
import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("rsvp_replies").addColumn("language", "text").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("rsvp_replies").dropColumn("language").execute();
}
