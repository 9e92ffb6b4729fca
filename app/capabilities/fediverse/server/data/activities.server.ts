/** The activity log (inbound and outbound, SPEC §12 Activity) and outbound deliveries: SQL only. */
import type { Selectable } from "kysely";
import { db, type DB } from "~/core/db/client.server.ts";
import type { FediverseActivitiesTable, FediverseDeliveriesTable } from "./tables.server.ts";

export type ActivityRow = Selectable<FediverseActivitiesTable>;
export type DeliveryRow = Selectable<FediverseDeliveriesTable>;

export async function insertActivity(row: ActivityRow, q: DB = db()): Promise<boolean> {
  const r = await q
    .insertInto("fediverse_activities")
    .values(row)
    .onConflict((oc) => oc.column("uri").doNothing())
    .returning("id")
    .executeTakeFirst();
  return r !== undefined;
}

export function getActivity(id: string): Promise<ActivityRow | undefined> {
  return db().selectFrom("fediverse_activities").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Outbound Create activities, newest first, for the outbox collection. */
export function listOutbound(opts: {
  types?: string[];
  before?: string | null;
  limit: number;
}): Promise<ActivityRow[]> {
  let q = db().selectFrom("fediverse_activities").selectAll().where("direction", "=", "out");
  if (opts.types) q = q.where("type", "in", opts.types);
  if (opts.before) q = q.where("created_at", "<", opts.before);
  return q.orderBy("created_at", "desc").orderBy("id", "desc").limit(opts.limit).execute();
}

export async function countOutbound(types: string[]): Promise<number> {
  const r = await db()
    .selectFrom("fediverse_activities")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("direction", "=", "out")
    .where("type", "in", types)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** The log, newest first, both directions. */
export function listActivities(limit: number, direction?: "in" | "out"): Promise<ActivityRow[]> {
  let q = db().selectFrom("fediverse_activities").selectAll();
  if (direction) q = q.where("direction", "=", direction);
  return q.orderBy("created_at", "desc").orderBy("id", "desc").limit(limit).execute();
}

export async function insertDeliveries(rows: DeliveryRow[], q: DB = db()): Promise<void> {
  // Batches keep PostgreSQL's parameter count in range for thousands of servers.
  for (let i = 0; i < rows.length; i += 500)
    await q
      .insertInto("fediverse_deliveries")
      .values(rows.slice(i, i + 500))
      .onConflict((oc) => oc.columns(["activity_id", "inbox"]).doNothing())
      .execute();
}

/** Per activity: how its deliveries stand. */
export async function deliveryCounts(activityIds: string[]): Promise<Map<string, Record<string, number>>> {
  const out = new Map<string, Record<string, number>>();
  if (!activityIds.length) return out;
  const rows = await db()
    .selectFrom("fediverse_deliveries")
    .select((eb) => ["activity_id", "state", eb.fn.countAll<number>().as("n")])
    .where("activity_id", "in", activityIds)
    .groupBy(["activity_id", "state"])
    .execute();
  for (const r of rows) {
    const m = out.get(r.activity_id) ?? {};
    m[r.state] = Number(r.n);
    out.set(r.activity_id, m);
  }
  return out;
}
