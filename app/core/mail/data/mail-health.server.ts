/** The mail server's last answers (SQL only; what they mean is sending.server.ts's). */
import type { Selectable } from "kysely";
import { db } from "~/core/db/client.server.ts";
import type { MailHealthTable } from "./tables.server.ts";

export type MailHealthRow = Selectable<MailHealthTable>;

export async function readMailHealth(): Promise<MailHealthRow | undefined> {
  return db().selectFrom("mail_health").selectAll().where("id", "=", 1).executeTakeFirst();
}

type Patch = Partial<Omit<MailHealthRow, "id">>;

/** Writes the given columns of the one row (made on first use). */
export async function writeMailHealth(patch: Patch): Promise<void> {
  await db()
    .insertInto("mail_health")
    .values({ id: 1, ...patch })
    .onConflict((oc) => oc.column("id").doUpdateSet(patch))
    .execute();
}
