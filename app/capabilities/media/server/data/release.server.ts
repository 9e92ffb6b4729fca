/** The featured release's one row: read, written, cleared. SQL only. */
import { db, nowIso } from "~/core/db/client.server.ts";
import type { FeaturedReleaseTable } from "./tables.server.ts";
import "./tables.server.ts";

export type ReleaseRow = Omit<FeaturedReleaseTable, "id" | "updated_at">;

export async function readRelease(): Promise<FeaturedReleaseTable | null> {
  return (await db().selectFrom("featured_release").selectAll().where("id", "=", 1).executeTakeFirst()) ?? null;
}

export async function writeRelease(row: ReleaseRow): Promise<void> {
  const values = { ...row, updated_at: nowIso() };
  await db()
    .insertInto("featured_release")
    .values({ id: 1, ...values })
    .onConflict((oc) => oc.column("id").doUpdateSet(values))
    .execute();
}

export async function clearRelease(): Promise<void> {
  await db().deleteFrom("featured_release").where("id", "=", 1).execute();
}
