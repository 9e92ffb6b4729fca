/** The contact form's deliveries name their mail kind and reference, like every capability's (lib/legacy-mail.ts). */
import type { Kysely } from "kysely";
import { LEGACY_MAIL_KINDS } from "../lib/legacy-mail.ts";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const [old, kind] of Object.entries(LEGACY_MAIL_KINDS))
    await db
      .updateTable("deliveries")
      .set((eb) => ({ kind, source: "contact", source_ref: eb.ref("message_id") }))
      .where("kind", "=", old)
      .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const [old, kind] of Object.entries(LEGACY_MAIL_KINDS))
    await db
      .updateTable("deliveries")
      .set({ kind: old, source: null, source_ref: null })
      .where("kind", "=", kind)
      .execute();
}
