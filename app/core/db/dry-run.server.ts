/**
 * `npm run db:migrate -- --dry-run` (issue 28, ADR 2804): which migrations
 * would run, and the SQL each would send. The site's database is only read
 * (which migrations it has); the statements come from running the pending
 * migrations on a scratch database brought to the same schema first — so a
 * step that moves rows shows its statements as they run on empty tables.
 */
import type { KyselyPlugin } from "kysely";
import { db } from "./client.server.ts";
import { allMigrations, migrationState } from "./migrate.server.ts";
import { withScratchDatabase } from "./scratch.server.ts";

export interface MigrationPlan {
  pending: { name: string; statements: string[] }[];
  /** Migrations the database has that this code does not know (a newer Marquee migrated it). */
  unknown: string[];
  /** Whether the database holds data (then the start backs it up before migrating). */
  applied: number;
}

export async function migrationPlan(): Promise<MigrationPlan> {
  const state = await migrationState(db());
  if (!state.pending.length || state.unknown.length)
    return {
      pending: state.pending.map((name) => ({ name, statements: [] })),
      unknown: state.unknown,
      applied: state.applied.length,
    };
  const all = allMigrations();
  const done = new Set(state.applied);
  const pending = await withScratchDatabase(
    async (scratch) => {
      const out: MigrationPlan["pending"] = [];
      for (const name of Object.keys(all).sort()) {
        if (done.has(name)) {
          await all[name]!.up(scratch.db);
          continue;
        }
        const statements: string[] = [];
        const capture: KyselyPlugin = {
          transformQuery(args) {
            statements.push(scratch.db.getExecutor().compileQuery(args.node, args.queryId).sql);
            return args.node;
          },
          transformResult: async (args) => args.result,
        };
        await all[name]!.up(scratch.db.withPlugin(capture));
        out.push({ name, statements });
      }
      return out;
    },
    { migrated: false },
  );
  return { pending, unknown: [], applied: state.applied.length };
}
