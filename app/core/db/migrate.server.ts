/** Runs the portable migrations (at start, and by `npm run db:migrate`). */
import { sql } from "kysely";
import { Migrator, type Migration, type MigrationProvider } from "kysely/migration";
import { isPostgres } from "./dialect.server.ts";
import type { DB } from "./client.server.ts";
import * as m0001 from "~/core/db/migrations/0001-foundation.server.ts";
import * as m0002 from "~/capabilities/events/migrations/0002-events.server.ts";
import * as m0003 from "~/capabilities/contact/migrations/0003-messages.server.ts";
import * as m0004 from "~/capabilities/media/migrations/0004-media.server.ts";

const migrations: Record<string, Migration> = {
  "0001-foundation": m0001,
  "0002-events": m0002,
  "0003-messages": m0003,
  "0004-media": m0004,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrate(db: DB): Promise<string[]> {
  // Kysely looks for its bookkeeping tables in every schema it can see; naming ours
  // keeps another schema in the same database (parallel test files, a shared
  // server) from making it think they already exist here.
  const schema = isPostgres(db) ? (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]?.s : undefined;
  const migrator = new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
