/**
 * Insights' tables (issue 16): daily aggregates only — never an address, a
 * user agent or a referrer URL. Days are the site's calendar days (its time
 * zone), written "YYYY-MM-DD". The visitor marks and the day's salt live only
 * until the day is over (docs/insights.md).
 */
import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("insights_days")
    .addColumn("day", "text", (c) => c.primaryKey())
    .addColumn("views", "integer", (c) => c.notNull())
    .addColumn("visitors", "integer", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("insights_pages")
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("path", "text", (c) => c.notNull())
    .addColumn("views", "integer", (c) => c.notNull())
    .addColumn("visitors", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("insights_pages_pk", ["day", "path"])
    .execute();
  // kind: referrer | source | campaign | device | browser
  await db.schema
    .createTable("insights_dims")
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("views", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("insights_dims_pk", ["day", "kind", "value"])
    .execute();
  // kind: an outcome kind a capability declares ("ticket_click"); subject: what it concerns (an event id) or "".
  await db.schema
    .createTable("insights_outcomes")
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("count", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("insights_outcomes_pk", ["day", "kind", "subject"])
    .execute();
  // The day's visitor marks: hash(salt of the day, address, user agent) per scope ("" the site, a path, an outcome).
  // Inserted with ON CONFLICT DO NOTHING, so of several processes exactly one counts a visitor as new.
  await db.schema
    .createTable("insights_seen")
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("visitor", "text", (c) => c.notNull())
    .addColumn("scope", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("insights_seen_pk", ["day", "visitor", "scope"])
    .execute();
  await db.schema
    .createTable("insights_salts")
    .addColumn("day", "text", (c) => c.primaryKey())
    .addColumn("salt", "text", (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    "insights_salts",
    "insights_seen",
    "insights_outcomes",
    "insights_dims",
    "insights_pages",
    "insights_days",
  ])
    await db.schema.dropTable(t).execute();
}
