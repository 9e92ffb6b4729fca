/** Runs the portable migrations (at start, and by `npm run db:migrate`). */
import { sql } from "kysely";
import { Migrator, type Migration, type MigrationProvider } from "kysely/migration";
import { isPostgres } from "./dialect.server.ts";
import type { DB } from "./client.server.ts";
import * as m0001 from "~/core/db/migrations/0001-foundation.server.ts";
import * as m0032 from "~/core/db/migrations/0032-content-languages.server.ts";
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

export async function migrate(db: DB): Promise<string[]> {
  // Kysely looks for its bookkeeping tables in every schema it can see; naming ours
  // keeps another schema in the same database (parallel test files, a shared
  // server) from making it think they already exist here.
  const schema = isPostgres(db)
    ? (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]?.s
    : undefined;
  const migrator = new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
