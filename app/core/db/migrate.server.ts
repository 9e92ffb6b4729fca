/** Runs the portable migrations (at start, and by `npm run db:migrate`). */
import { sql } from "kysely";
import { Migrator, type Migration, type MigrationProvider } from "kysely/migration";
import { isPostgres } from "./dialect.server.ts";
import type { DB } from "./client.server.ts";
import * as m0001 from "~/core/db/migrations/0001-foundation.server.ts";
import * as m0032 from "~/core/db/migrations/0032-content-languages.server.ts";
import * as m0035 from "~/core/db/migrations/0035-backups.server.ts";
import * as m0252 from "~/core/mail/migrations/0252-mail-health.server.ts";
import * as m0017 from "~/core/mail/migrations/0017-email-settings.server.ts";
import * as m0020 from "~/core/mail/migrations/0020-outbox-sources.server.ts";
import { capabilities } from "../capability.server.ts";

/** The core's migrations and every registered capability's; names are global and sort in the order they run. */
export function allMigrations(): Record<string, Migration> {
  // Migrating with no capabilities would leave a database that looks current but lacks their tables.
  if (capabilities().length === 0)
    throw new Error("No capabilities registered: call registerCapabilities() before migrating.");
  // The outbox's own table came with the first contact form (a capability's 0003-messages); its
  // settings and sources are the mail platform's (core/mail).
  const all: Record<string, Migration> = {
    "0001-foundation": m0001,
    "0017-email-settings": m0017,
    "0020-outbox-sources": m0020,
    "0032-content-languages": m0032,
    "0035-backups": m0035,
    "0252-mail-health": m0252,
  };
  for (const c of capabilities()) {
    for (const [name, m] of Object.entries(c.migrations ?? {})) {
      if (Object.hasOwn(all, name)) throw new Error(`Migration "${name}" of capability "${c.name}" is declared twice.`);
      all[name] = m;
    }
  }
  return all;
}

const provider: MigrationProvider = { getMigrations: async () => allMigrations() };

/** PostgreSQL: the schema this handle works in (Kysely must look for its bookkeeping there only). */
async function schemaOf(db: DB): Promise<string | undefined> {
  return isPostgres(db) ? (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]?.s : undefined;
}

export async function migrate(db: DB): Promise<string[]> {
  // Kysely looks for its bookkeeping tables in every schema it can see; naming ours
  // keeps another schema in the same database (parallel test files, a shared
  // server) from making it think they already exist here.
  const schema = await schemaOf(db);
  const migrator = new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}

/** Whether this database (on PostgreSQL: its own schema, not another one on the same server) has the table. */
export async function hasTable(db: DB, name: string): Promise<boolean> {
  const schema = await schemaOf(db);
  return (await db.introspection.getTables()).some((t) => t.name === name && (!schema || t.schema === schema));
}

export interface MigrationState {
  /** Applied to this database, in the order they ran. */
  applied: string[];
  /** This code's migrations the database has not had yet, in the order they would run. */
  pending: string[];
  /** Applied to the database but unknown to this code: a newer Marquee migrated it. */
  unknown: string[];
}

/** Where the database stands against this code's migrations (nothing is changed). */
export async function migrationState(db: DB): Promise<MigrationState> {
  const schema = await schemaOf(db);
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  const has = tables.some((t) => t.name === "kysely_migration" && (!schema || t.schema === schema));
  const applied = has
    ? (
        await sql<{
          name: string;
        }>`select name from ${sql.table(schema ? `${schema}.kysely_migration` : "kysely_migration")} order by timestamp, name`.execute(
          db,
        )
      ).rows.map((r) => r.name)
    : [];
  const code = Object.keys(allMigrations()).sort();
  const done = new Set(applied);
  const known = new Set(code);
  return { applied, pending: code.filter((n) => !done.has(n)), unknown: applied.filter((n) => !known.has(n)) };
}
