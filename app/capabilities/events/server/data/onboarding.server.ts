/** For the dashboard's checklist: whether any event exists beyond the given (demo) ids. */
import { db } from "~/core/db/client.server.ts";

export async function hasEventOtherThan(ids: readonly string[]): Promise<boolean> {
  let q = db().selectFrom("events").select("id").limit(1);
  if (ids.length) q = q.where("id", "not in", ids);
  return !!(await q.executeTakeFirst());
}
