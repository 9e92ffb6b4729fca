/** The subscribers' rows (issue 12): SQL only — the services in ../ decide and audit. */
import type { Selectable, Transaction } from "kysely";
import { db } from "~/core/db/client.server.ts";
import type { Database } from "~/core/db/schema.server.ts";
import type { FanSubscribersTable, SubscriberStatus } from "./tables.server.ts";

export type Subscriber = Selectable<FanSubscribersTable>;
type Trx = Transaction<Database>;

export async function findByEmail(
  email: string,
  trx: Trx | ReturnType<typeof db> = db(),
): Promise<Subscriber | undefined> {
  return trx.selectFrom("fan_subscribers").selectAll().where("email", "=", email).executeTakeFirst();
}

export async function getSubscriber(id: string): Promise<Subscriber | undefined> {
  return db().selectFrom("fan_subscribers").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function insertSubscriber(trx: Trx, row: Subscriber): Promise<void> {
  await trx.insertInto("fan_subscribers").values(row).execute();
}

export async function patchSubscriber(
  trx: Trx | ReturnType<typeof db>,
  id: string,
  patch: Partial<Subscriber>,
): Promise<void> {
  await trx.updateTable("fan_subscribers").set(patch).where("id", "=", id).execute();
}

/** pending → confirmed when the nonce matches; true when this call confirmed it. */
export async function confirmIfPending(id: string, nonce: string, now: string): Promise<boolean> {
  const r = await db()
    .updateTable("fan_subscribers")
    .set({ status: "confirmed", consent_at: now, confirm_nonce: null, updated_at: now })
    .where("id", "=", id)
    .where("status", "=", "pending")
    .where("confirm_nonce", "=", nonce)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Any live status → unsubscribed; true when this call changed it (a second click changes nothing). */
export async function unsubscribeRow(id: string, mailingId: string | null, now: string): Promise<boolean> {
  const r = await db()
    .updateTable("fan_subscribers")
    .set({
      status: "unsubscribed",
      unsubscribed_at: now,
      unsubscribed_mailing_id: mailingId,
      confirm_nonce: null,
      updated_at: now,
    })
    .where("id", "=", id)
    .where("status", "in", ["pending", "confirmed"])
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function markBounced(
  id: string,
  detail: string,
  now: string,
  mailingId: string | null = null,
): Promise<boolean> {
  const r = await db()
    .updateTable("fan_subscribers")
    .set({
      status: "bounced",
      bounced_at: now,
      bounce_detail: detail.slice(0, 500),
      bounced_mailing_id: mailingId,
      updated_at: now,
    })
    .where("id", "=", id)
    .where("status", "in", ["pending", "confirmed"])
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Unconfirmed sign-ups older than `before` (7 days): deleted, so nothing of them is kept. */
export async function deleteStalePending(before: string): Promise<number> {
  const r = await db()
    .deleteFrom("fan_subscribers")
    .where("status", "=", "pending")
    .where("signed_up_at", "<", before)
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}

export async function deleteSubscriberRow(id: string): Promise<boolean> {
  const r = await db().deleteFrom("fan_subscribers").where("id", "=", id).executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}

export async function countByStatus(): Promise<Record<SubscriberStatus, number>> {
  const rows = await db()
    .selectFrom("fan_subscribers")
    .select((eb) => ["status", eb.fn.countAll<number>().as("n")])
    .groupBy("status")
    .execute();
  const out: Record<SubscriberStatus, number> = { pending: 0, confirmed: 0, unsubscribed: 0, bounced: 0 };
  for (const r of rows) out[r.status] = Number(r.n);
  return out;
}

export interface SubscriberFilter {
  status?: SubscriberStatus;
  q?: string;
  town?: string;
  source?: string;
}

function filtered(f: SubscriberFilter) {
  let q = db().selectFrom("fan_subscribers");
  if (f.status) q = q.where("status", "=", f.status);
  if (f.source) q = q.where("source", "=", f.source);
  if (f.town) q = q.where("town", "=", f.town);
  if (f.q) {
    const like = `%${f.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where((eb) =>
      eb.or([eb(eb.fn("lower", ["email"]), "like", like), eb(eb.fn("lower", ["name"]), "like", like)]),
    );
  }
  return q;
}

export async function listSubscribers(
  f: SubscriberFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: Subscriber[]; total: number }> {
  const [rows, total] = await Promise.all([
    filtered(f)
      .selectAll()
      .orderBy("signed_up_at", "desc")
      .orderBy("id")
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    filtered(f)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** Every matching row, a page at a time (the CSV export streams them). */
export async function* iterateSubscribers(f: SubscriberFilter, pageSize = 500): AsyncGenerator<Subscriber> {
  for (let offset = 0; ; offset += pageSize) {
    const rows = await filtered(f)
      .selectAll()
      .orderBy("signed_up_at")
      .orderBy("id")
      .limit(pageSize)
      .offset(offset)
      .execute();
    yield* rows;
    if (rows.length < pageSize) return;
  }
}

/** The distinct towns and sources, for the studio's filters. */
export async function filterChoices(): Promise<{ towns: string[]; sources: string[] }> {
  const [towns, sources] = await Promise.all([
    db()
      .selectFrom("fan_subscribers")
      .select("town")
      .distinct()
      .where("town", "!=", "")
      .orderBy("town")
      .limit(200)
      .execute(),
    db().selectFrom("fan_subscribers").select("source").distinct().orderBy("source").execute(),
  ]);
  return { towns: towns.map((r) => r.town), sources: sources.map((r) => r.source) };
}

/** Confirmed since `since` (the dashboard's "new this week"). */
export async function countConfirmedSince(since: string): Promise<number> {
  const r = await db()
    .selectFrom("fan_subscribers")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("status", "=", "confirmed")
    .where("consent_at", ">=", since)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** Every confirmed subscriber with what decides whether a mailing is for them (lib/audience.ts, lib/digest.ts). */
export async function confirmedCandidates(
  trx: Trx | ReturnType<typeof db> = db(),
): Promise<Pick<Subscriber, "id" | "email" | "wants" | "source" | "latitude" | "longitude" | "radius_km">[]> {
  return trx
    .selectFrom("fan_subscribers")
    .select(["id", "email", "wants", "source", "latitude", "longitude", "radius_km"])
    .where("status", "=", "confirmed")
    .orderBy("id")
    .execute();
}
