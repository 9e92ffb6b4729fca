/** Mailings' rows (newsletters and new-date digests): SQL only. */
import type { Selectable, Transaction } from "kysely";
import type { Database } from "~/core/db/schema.server.ts";
import { db } from "~/core/db/client.server.ts";
import type { FanMailingsTable, MailingStatus } from "./tables.server.ts";

export type Mailing = Selectable<FanMailingsTable>;

export async function getMailing(id: string): Promise<Mailing | undefined> {
  return db().selectFrom("fan_mailings").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function insertMailing(row: Mailing): Promise<void> {
  await db().insertInto("fan_mailings").values(row).execute();
}

export async function patchMailing(id: string, patch: Partial<Mailing>, onlyIn?: MailingStatus[]): Promise<boolean> {
  let q = db().updateTable("fan_mailings").set(patch).where("id", "=", id);
  if (onlyIn) q = q.where("status", "in", onlyIn);
  const r = await q.executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function listMailings(limit = 100): Promise<Mailing[]> {
  return db().selectFrom("fan_mailings").selectAll().orderBy("created_at", "desc").limit(limit).execute();
}

/** Scheduled mailings whose time has come. */
export async function dueMailings(now: string): Promise<Mailing[]> {
  return db()
    .selectFrom("fan_mailings")
    .selectAll()
    .where("status", "=", "scheduled")
    .where("scheduled_at", "<=", now)
    .execute();
}

export async function deleteMailingRow(
  id: string,
  trx: Transaction<Database> | ReturnType<typeof db> = db(),
): Promise<boolean> {
  const r = await trx
    .deleteFrom("fan_mailings")
    .where("id", "=", id)
    .where("status", "in", ["draft", "scheduled"])
    .executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}

/** Mailings still going out (the job marks them sent once nothing is left in the outbox). */
export async function sendingMailings(): Promise<Mailing[]> {
  return db().selectFrom("fan_mailings").selectAll().where("status", "=", "sending").execute();
}

/** People who left or bounced because of this mailing (its report). */
export async function leftAfter(mailingId: string): Promise<{ unsubscribed: number; bounced: number }> {
  const [u, b] = await Promise.all([
    db()
      .selectFrom("fan_subscribers")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("unsubscribed_mailing_id", "=", mailingId)
      .executeTakeFirstOrThrow(),
    db()
      .selectFrom("fan_subscribers")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("bounced_mailing_id", "=", mailingId)
      .executeTakeFirstOrThrow(),
  ]);
  return { unsubscribed: Number(u.n), bounced: Number(b.n) };
}

/** The one digest not sent yet (what subscribers have not been told). */
export async function openDigestDraft(): Promise<Mailing | undefined> {
  return db()
    .selectFrom("fan_mailings")
    .selectAll()
    .where("kind", "=", "digest")
    .where("status", "=", "draft")
    .orderBy("created_at")
    .executeTakeFirst();
}
