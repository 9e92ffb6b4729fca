/** This capability's deliveries name their mail kind (lib/legacy-mail.ts); written out, as migrations are history. */
import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db
    .updateTable("deliveries")
    .set({ kind: "payments.order" })
    .where("kind", "=", "prepared")
    .where("source", "=", "payments")
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.updateTable("deliveries").set({ kind: "prepared" }).where("kind", "=", "payments.order").execute();
}
