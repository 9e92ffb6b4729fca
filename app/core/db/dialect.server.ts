/** Column types that differ between SQLite and PostgreSQL, for portable migrations. */
import { type Kysely, PostgresAdapter, type ColumnDataType } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function colTypes(db: Kysely<any>): { float: ColumnDataType; bigint: ColumnDataType; blob: ColumnDataType } {
  const pg = isPostgres(db);
  return {
    float: pg ? "double precision" : "real",
    bigint: pg ? "bigint" : "integer",
    blob: pg ? "bytea" : "blob",
  };
}
