/** Followers and blocks: SQL only (the services decide and audit). */
import type { Selectable } from "kysely";
import { db } from "~/core/db/client.server.ts";
import type { FediverseBlocksTable, FediverseFollowersTable, FollowerState } from "./tables.server.ts";

export type FollowerRow = Selectable<FediverseFollowersTable>;
export type BlockRow = Selectable<FediverseBlocksTable>;

export function findFollower(actorUri: string): Promise<FollowerRow | undefined> {
  return db().selectFrom("fediverse_followers").selectAll().where("actor_uri", "=", actorUri).executeTakeFirst();
}

export function getFollower(id: string): Promise<FollowerRow | undefined> {
  return db().selectFrom("fediverse_followers").selectAll().where("id", "=", id).executeTakeFirst();
}

/** A new follower, or the same actor following again (its Follow and inbox replace the old ones). */
export async function upsertFollower(row: FollowerRow): Promise<void> {
  const { id: _id, created_at: _c, actor_uri: _a, ...change } = row;
  await db()
    .insertInto("fediverse_followers")
    .values(row)
    .onConflict((oc) => oc.column("actor_uri").doUpdateSet(change))
    .execute();
}

export async function setFollowerState(id: string, state: FollowerState, nowIso: string): Promise<void> {
  await db().updateTable("fediverse_followers").set({ state, updated_at: nowIso }).where("id", "=", id).execute();
}

export async function deleteFollower(actorUri: string): Promise<number> {
  const r = await db().deleteFrom("fediverse_followers").where("actor_uri", "=", actorUri).executeTakeFirst();
  return Number(r.numDeletedRows);
}

export async function deleteFollowersOfHost(host: string): Promise<FollowerRow[]> {
  return db().deleteFrom("fediverse_followers").where("host", "=", host).returningAll().execute();
}

export async function countFollowers(state: FollowerState): Promise<number> {
  const r = await db()
    .selectFrom("fediverse_followers")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("state", "=", state)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** Accepted followers, a page at a time (by id), for the followers collection and the studio. */
export function listFollowers(opts: {
  state: FollowerState;
  after?: string | null;
  limit: number;
  search?: string;
}): Promise<FollowerRow[]> {
  let q = db().selectFrom("fediverse_followers").selectAll().where("state", "=", opts.state);
  if (opts.after) q = q.where("id", ">", opts.after);
  if (opts.search) {
    const s = `%${opts.search.toLowerCase().replace(/[\\%_]/g, "")}%`;
    q = q.where((eb) => eb.or([eb(eb.fn("lower", ["handle"]), "like", s), eb(eb.fn("lower", ["name"]), "like", s)]));
  }
  return q.orderBy("id").limit(opts.limit).execute();
}

/** Where accepted followers are, for delivery: one inbox per server when it has a shared one. */
export function followerInboxes(): Promise<Pick<FollowerRow, "inbox" | "shared_inbox" | "host">[]> {
  return db()
    .selectFrom("fediverse_followers")
    .select(["inbox", "shared_inbox", "host"])
    .where("state", "=", "accepted")
    .execute();
}

/** Servers with accepted followers, with how many each, most first. */
export function followerServers(limit: number): Promise<{ host: string; n: number }[]> {
  return db()
    .selectFrom("fediverse_followers")
    .select((eb) => ["host", eb.fn.countAll<number>().as("n")])
    .where("state", "=", "accepted")
    .groupBy("host")
    .orderBy("n", "desc")
    .orderBy("host")
    .limit(limit)
    .execute()
    .then((rows) => rows.map((r) => ({ host: r.host, n: Number(r.n) })));
}

export function listBlocks(): Promise<BlockRow[]> {
  return db().selectFrom("fediverse_blocks").selectAll().orderBy("created_at", "desc").execute();
}

export async function insertBlock(row: BlockRow): Promise<void> {
  await db()
    .insertInto("fediverse_blocks")
    .values(row)
    .onConflict((oc) => oc.columns(["kind", "value"]).doNothing())
    .execute();
}

export async function deleteBlock(id: string): Promise<BlockRow | undefined> {
  return db().deleteFrom("fediverse_blocks").where("id", "=", id).returningAll().executeTakeFirst();
}

/** Whether this actor, or its server, is blocked. */
export async function isBlocked(actorUri: string, host: string): Promise<boolean> {
  const r = await db()
    .selectFrom("fediverse_blocks")
    .select("id")
    .where((eb) =>
      eb.or([
        eb.and([eb("kind", "=", "actor"), eb("value", "=", actorUri)]),
        eb.and([eb("kind", "=", "domain"), eb("value", "=", host)]),
      ]),
    )
    .executeTakeFirst();
  return !!r;
}
