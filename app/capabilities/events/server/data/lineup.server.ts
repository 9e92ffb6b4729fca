/** The line-up tables: SQL only. The service (server/lineup.server.ts) checks, touches the event and audits. */
import type { Selectable } from "kysely";
import { bit, db, nowIso } from "~/core/db/client.server.ts";
import { newId } from "~/core/db/ids.server.ts";
import {
  PERFORMER_KINDS,
  PERFORMER_ROLES,
  type LineupSet,
  type Performer,
  type PerformerKind,
  type PerformerRole,
  type RunningOrder,
} from "~/capabilities/events/lib/lineup.ts";
import type { EventPerformersTable, EventSetsTable } from "./lineup-tables.server.ts";

const toPerformer = (r: Selectable<EventPerformersTable>): Performer => ({
  id: r.id,
  name: r.name,
  role: (PERFORMER_ROLES as readonly string[]).includes(r.role) ? (r.role as PerformerRole) : "support",
  kind: (PERFORMER_KINDS as readonly string[]).includes(r.kind) ? (r.kind as PerformerKind) : "MusicGroup",
  self: r.self === 1,
  url: r.url,
  imageUploadId: r.image_upload_id,
});

const toSet = (r: Selectable<EventSetsTable>): LineupSet => ({
  id: r.id,
  performerId: r.performer_id,
  label: r.label,
  stage: r.stage,
  start: r.start_local,
  end: r.end_local,
});

export async function performersOf(eventId: string): Promise<Performer[]> {
  const rows = await db()
    .selectFrom("event_performers")
    .selectAll()
    .where("event_id", "=", eventId)
    .orderBy("position")
    .orderBy("created_at")
    .execute();
  return rows.map(toPerformer);
}

/** Performers of several events at once (the calendar feed), by event. */
export async function performersOfEvents(ids: readonly string[]): Promise<Map<string, Performer[]>> {
  const out = new Map<string, Performer[]>();
  if (!ids.length) return out;
  const rows = await db()
    .selectFrom("event_performers")
    .selectAll()
    .where("event_id", "in", [...ids])
    .orderBy("position")
    .orderBy("created_at")
    .execute();
  for (const r of rows) {
    const list = out.get(r.event_id) ?? [];
    list.push(toPerformer(r));
    out.set(r.event_id, list);
  }
  return out;
}

export async function runningOrderOf(eventId: string, date: string): Promise<RunningOrder> {
  const [run, sets] = await Promise.all([
    db()
      .selectFrom("event_running")
      .selectAll()
      .where("event_id", "=", eventId)
      .where("date", "=", date)
      .executeTakeFirst(),
    db()
      .selectFrom("event_sets")
      .selectAll()
      .where("event_id", "=", eventId)
      .where("date", "=", date)
      .orderBy("start_local")
      .orderBy("created_at")
      .execute(),
  ]);
  return { doors: run?.doors_local ?? null, curfew: run?.curfew_local ?? null, sets: sets.map(toSet) };
}

/** Running orders of several dates at once, keyed "<event id>|<date>". */
export async function runningOrdersOf(pairs: readonly { eventId: string; date: string }[]) {
  const out = new Map<string, RunningOrder>();
  const ids = [...new Set(pairs.map((p) => p.eventId))];
  if (!ids.length) return out;
  const [runs, sets] = await Promise.all([
    db().selectFrom("event_running").selectAll().where("event_id", "in", ids).execute(),
    db().selectFrom("event_sets").selectAll().where("event_id", "in", ids).orderBy("start_local").execute(),
  ]);
  const at = (k: string) => {
    let o = out.get(k);
    if (!o) out.set(k, (o = { doors: null, curfew: null, sets: [] }));
    return o;
  };
  for (const r of runs) Object.assign(at(`${r.event_id}|${r.date}`), { doors: r.doors_local, curfew: r.curfew_local });
  for (const s of sets) at(`${s.event_id}|${s.date}`).sets.push(toSet(s));
  return out;
}

export interface PerformerInput {
  name: string;
  role: PerformerRole;
  kind: PerformerKind;
  self: boolean;
  url: string;
  imageUploadId: string | null;
}

export async function insertPerformer(eventId: string, p: PerformerInput): Promise<string> {
  const id = newId();
  const last = await db()
    .selectFrom("event_performers")
    .select((eb) => eb.fn.max("position").as("max"))
    .where("event_id", "=", eventId)
    .executeTakeFirst();
  const at = nowIso();
  await db()
    .insertInto("event_performers")
    .values({
      id,
      event_id: eventId,
      position: Number(last?.max ?? 0) + 1,
      name: p.name,
      role: p.role,
      kind: p.kind,
      self: bit(p.self),
      url: p.url,
      image_upload_id: p.imageUploadId,
      created_at: at,
      updated_at: at,
    })
    .execute();
  return id;
}

export async function updatePerformer(eventId: string, id: string, p: PerformerInput): Promise<boolean> {
  const r = await db()
    .updateTable("event_performers")
    .set({
      name: p.name,
      role: p.role,
      kind: p.kind,
      self: bit(p.self),
      url: p.url,
      image_upload_id: p.imageUploadId,
      updated_at: nowIso(),
    })
    .where("id", "=", id)
    .where("event_id", "=", eventId)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Removes a performer; its sets keep its name as their label (the foreign key then clears the reference). */
export async function deletePerformer(eventId: string, id: string): Promise<string | null> {
  return db()
    .transaction()
    .execute(async (trx) => {
      const p = await trx
        .selectFrom("event_performers")
        .select("name")
        .where("id", "=", id)
        .where("event_id", "=", eventId)
        .executeTakeFirst();
      if (!p) return null;
      await trx.updateTable("event_sets").set({ label: p.name }).where("performer_id", "=", id).execute();
      await trx.updateTable("event_sets").set({ performer_id: null }).where("performer_id", "=", id).execute();
      await trx.deleteFrom("event_performers").where("id", "=", id).execute();
      return p.name;
    });
}

/** Writes the performers' order (ids of this event only; others are ignored). */
export async function reorderPerformers(eventId: string, ids: readonly string[]): Promise<void> {
  await db()
    .transaction()
    .execute(async (trx) => {
      for (const [i, id] of ids.entries())
        await trx
          .updateTable("event_performers")
          .set({ position: i + 1 })
          .where("id", "=", id)
          .where("event_id", "=", eventId)
          .execute();
    });
}

export async function writeRunning(
  eventId: string,
  date: string,
  v: { doors: string | null; curfew: string | null },
): Promise<void> {
  const row = { doors_local: v.doors, curfew_local: v.curfew, updated_at: nowIso() };
  await db()
    .insertInto("event_running")
    .values({ event_id: eventId, date, ...row })
    .onConflict((oc) => oc.columns(["event_id", "date"]).doUpdateSet(row))
    .execute();
}

export interface SetInput {
  performerId: string | null;
  label: string;
  stage: string;
  start: string;
  end: string | null;
}

export async function insertSet(eventId: string, date: string, s: SetInput): Promise<string> {
  const id = newId();
  await db()
    .insertInto("event_sets")
    .values({
      id,
      event_id: eventId,
      date,
      performer_id: s.performerId,
      label: s.label,
      stage: s.stage,
      start_local: s.start,
      end_local: s.end,
      created_at: nowIso(),
    })
    .execute();
  return id;
}

export async function updateSet(eventId: string, id: string, s: SetInput): Promise<boolean> {
  const r = await db()
    .updateTable("event_sets")
    .set({
      performer_id: s.performerId,
      label: s.label,
      stage: s.stage,
      start_local: s.start,
      end_local: s.end,
    })
    .where("id", "=", id)
    .where("event_id", "=", eventId)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export async function deleteSet(eventId: string, id: string): Promise<boolean> {
  const r = await db().deleteFrom("event_sets").where("id", "=", id).where("event_id", "=", eventId).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}
