/**
 * Monthly totals beside the daily ones (issue 16's benchmark: a year of 1
 * million views over 500 paths is 150,000 daily page rows, too many to add up
 * in 50 ms). A range reads whole months from these and only its ragged ends
 * from the daily tables. Written by the same additive upserts; filled here from
 * what was already counted.
 */
import { sql, type Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("insights_pages_m")
    .addColumn("month", "text", (c) => c.notNull())
    .addColumn("path", "text", (c) => c.notNull())
    .addColumn("views", "integer", (c) => c.notNull())
    .addColumn("visitors", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("insights_pages_m_pk", ["month", "path"])
    .execute();
  await db.schema
    .createTable("insights_dims_m")
    .addColumn("month", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("views", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("insights_dims_m_pk", ["month", "kind", "value"])
    .execute();
  await db.schema
    .createTable("insights_outcomes_m")
    .addColumn("month", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("count", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("insights_outcomes_m_pk", ["month", "kind", "subject"])
    .execute();
  await sql`insert into insights_pages_m (month, path, views, visitors) select substr(day, 1, 7), path, sum(views), sum(visitors) from insights_pages group by substr(day, 1, 7), path`.execute(
    db,
  );
  await sql`insert into insights_dims_m (month, kind, value, views) select substr(day, 1, 7), kind, value, sum(views) from insights_dims group by substr(day, 1, 7), kind, value`.execute(
    db,
  );
  await sql`insert into insights_outcomes_m (month, kind, subject, count) select substr(day, 1, 7), kind, subject, sum(count) from insights_outcomes group by substr(day, 1, 7), kind, subject`.execute(
    db,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ["insights_outcomes_m", "insights_dims_m", "insights_pages_m"])
    await db.schema.dropTable(t).execute();
}
