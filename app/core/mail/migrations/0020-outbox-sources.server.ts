/**
 * The outbox carries other capabilities' mail (issue 12): a delivery may name
 * the capability that composes it and a reference, and belong to a mailing
 * (bulk_group), which is sent at its own rate after single mails.
 */
import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("deliveries").addColumn("source", "text").execute();
  await db.schema.alterTable("deliveries").addColumn("source_ref", "text").execute();
  await db.schema.alterTable("deliveries").addColumn("bulk_group", "text").execute();
  await db.schema.createIndex("deliveries_bulk_group_idx").on("deliveries").columns(["bulk_group", "state"]).execute();
  await db.schema.createIndex("deliveries_source_ref_idx").on("deliveries").columns(["source", "source_ref"]).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("deliveries_source_ref_idx").execute();
  await db.schema.dropIndex("deliveries_bulk_group_idx").execute();
  for (const c of ["bulk_group", "source_ref", "source"])
    await db.schema.alterTable("deliveries").dropColumn(c).execute();
}
