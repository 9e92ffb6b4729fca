/** The legal notice (issue 25 §6): one row per site, every field plain text. Portable across SQLite and PostgreSQL. */
import type { Kysely } from "kysely";

const TEXT_FIELDS = [
  "country",
  "name",
  "legal_form",
  "representative",
  "address",
  "email",
  "phone",
  "register_court",
  "register_number",
  "vat_id",
  "authority",
  "profession",
  "responsible",
  "media_disclosure",
  "extra",
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  let table = db.schema.createTable("legal_notice").addColumn("id", "integer", (c) => c.primaryKey());
  for (const f of TEXT_FIELDS) table = table.addColumn(f, "text", (c) => c.notNull().defaultTo(""));
  await table.addColumn("updated_at", "text", (c) => c.notNull()).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("legal_notice").execute();
}
