/**
 * Reads that see one moment of the database, however long they take and
 * whatever is written meanwhile: the export reads every table in one
 * (ADR 2800), so a backup taken while the site is edited restores whole — an
 * event never arrives without the venue it names. PostgreSQL: a REPEATABLE
 * READ transaction. SQLite (WAL): a transaction's first read fixes what it sees.
 */
import type { Transaction } from "kysely";
import { db, dialect } from "./client.server.ts";
import type { Database } from "./schema.server.ts";

export function inSnapshot<T>(fn: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  const t = db().transaction();
  return (dialect() === "postgres" ? t.setIsolationLevel("repeatable read") : t).execute(fn);
}
