/** The launch checklist's server observations (SQL only; see migration 0253 and ../public-address.server.ts). */
import { db } from "~/core/db/client.server.ts";

export interface SiteChecksTable {
  id: number;
  /** The public address a request last arrived at over HTTPS ("https://band.example"). */
  https_origin: string | null;
  https_seen_at: string | null;
}

declare module "~/core/db/schema.server.ts" {
  interface Database {
    site_checks: SiteChecksTable;
  }
}

export async function readSiteChecks(): Promise<SiteChecksTable | undefined> {
  return db().selectFrom("site_checks").selectAll().where("id", "=", 1).executeTakeFirst();
}

export async function noteHttpsSeen(origin: string, at: string): Promise<void> {
  await db()
    .insertInto("site_checks")
    .values({ id: 1, https_origin: origin, https_seen_at: at })
    .onConflict((oc) => oc.column("id").doUpdateSet({ https_origin: origin, https_seen_at: at }))
    .execute();
}
