/** Replies from the fediverse and reactions (likes, boosts): SQL only (the services decide and audit). */
import type { Selectable } from "kysely";
import { db } from "~/core/db/client.server.ts";
import type { FediverseReactionsTable, FediverseRepliesTable, ReplyState } from "./tables.server.ts";

export type ReplyRow = Selectable<FediverseRepliesTable>;
export type ReactionRow = Selectable<FediverseReactionsTable>;

export async function countReplies(state: ReplyState): Promise<number> {
  const r = await db()
    .selectFrom("fediverse_replies")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("state", "=", state)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}
