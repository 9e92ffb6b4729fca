/**
 * Line-ups and running orders in the studio (issue 32 §1): performers of an
 * event, and per date its doors, sets and curfew. Every change is checked
 * against the date (lib/lineup.ts), raises the event's calendar SEQUENCE (the
 * entry's description names the line-up) and is audited here.
 */
import { type Actor, audit } from "~/core/audit/audit.server.ts";
import { AppError } from "~/core/errors.ts";
import {
  type DateWindow,
  type LineupProblem,
  type LineupSet,
  type Performer,
  type RunningOrder,
  LINEUP_LIMITS,
  checkCurfew,
  checkDoors,
  checkSet,
  resolveEnd,
  resolveTime,
} from "~/capabilities/events/lib/lineup.ts";
import type { PerformerFormValue, RunningFormValue, SetFormValue } from "~/capabilities/events/lib/lineup-schemas.ts";
import type { Occurrence } from "~/capabilities/events/lib/recurrence.ts";
import { getEvent, type EventRecord } from "./data/events.server.ts";
import { touchEvent } from "./data/changes.server.ts";
import { nextOccurrencesOf, pickOccurrence } from "./data/queries.server.ts";
import * as data from "./data/lineup.server.ts";

type StudioT = (key: string, values?: Record<string, string | number>) => string;

export const windowOf = (e: Pick<EventRecord, "tz" | "allDay">, o: Occurrence): DateWindow => ({
  start: o.start,
  end: o.end,
  tz: e.tz,
  allDay: e.allDay,
});

async function eventDate(eventId: string, date: string | null) {
  const e = await getEvent(eventId);
  if (!e) throw new AppError("not_found", { message: "This event no longer exists." });
  const o = pickOccurrence(e, date);
  if (!o) throw new AppError("not_found", { message: "This event has no such date." });
  return { e, o, w: windowOf(e, o) };
}

/** What the line-up page shows: the event, the date in hand, the dates to pick from, performers and the running order. */
export async function lineupStudio(eventId: string, date: string | null, nowMs = Date.now()) {
  const { e, o, w } = await eventDate(eventId, date);
  const [performers, order] = await Promise.all([data.performersOf(e.id), data.runningOrderOf(e.id, o.key)]);
  const dates = e.rule ? nextOccurrencesOf(e, nowMs, 24).map((x) => x.key) : [o.key];
  if (!dates.includes(o.key)) dates.unshift(o.key);
  return { event: e, occurrence: o, window: w, dates, performers, order };
}

const PROBLEM_KEYS = {
  before_start: "events.studio.lineup.errors.beforeStart",
  after_end: "events.studio.lineup.errors.afterEnd",
  end_before_start: "events.studio.lineup.errors.endBeforeStart",
  doors_range: "events.studio.lineup.errors.doorsRange",
  doors_after_set: "events.studio.lineup.errors.doorsAfterSet",
  curfew_range: "events.studio.lineup.errors.curfewRange",
  curfew_before_set: "events.studio.lineup.errors.curfewBeforeSet",
} as const;

export function problemMessage(t: StudioT, p: LineupProblem): string {
  if (p.code === "overlap") return t("events.studio.lineup.errors.overlap", { other: p.other });
  return t(PROBLEM_KEYS[p.code]);
}

const fail = (t: StudioT, p: LineupProblem) =>
  new AppError("invalid", { field: p.field, message: problemMessage(t, p) });

const performerInput = (v: PerformerFormValue, imageUploadId: string | null) => ({
  name: v.name,
  role: v.role,
  kind: v.kind,
  self: v.self,
  url: v.url,
  imageUploadId,
});

export async function addPerformer(
  actor: Actor | null,
  eventId: string,
  v: PerformerFormValue,
  imageUploadId: string | null,
  t: StudioT,
): Promise<string> {
  const { e } = await eventDate(eventId, null);
  if ((await data.performersOf(e.id)).length >= LINEUP_LIMITS.performers)
    throw new AppError("invalid", {
      field: "name",
      message: t("events.studio.lineup.errors.tooMany", { max: LINEUP_LIMITS.performers }),
    });
  const id = await data.insertPerformer(e.id, performerInput(v, imageUploadId));
  await touchEvent(e.id, {});
  await audit(actor, "event.lineup", "event", e.id, { added: v.name });
  return id;
}

export async function editPerformer(
  actor: Actor | null,
  eventId: string,
  id: string,
  v: PerformerFormValue,
  imageUploadId: string | null | undefined,
): Promise<void> {
  const current = (await data.performersOf(eventId)).find((p) => p.id === id);
  if (!current) throw new AppError("not_found", { message: "This performer is no longer in the line-up." });
  await data.updatePerformer(
    eventId,
    id,
    performerInput(v, imageUploadId === undefined ? current.imageUploadId : imageUploadId),
  );
  await touchEvent(eventId, {});
  await audit(actor, "event.lineup", "event", eventId, { changed: v.name });
}

export async function removePerformer(actor: Actor | null, eventId: string, id: string): Promise<string> {
  const name = await data.deletePerformer(eventId, id);
  if (name === null) throw new AppError("not_found", { message: "This performer is no longer in the line-up." });
  await touchEvent(eventId, {});
  await audit(actor, "event.lineup", "event", eventId, { removed: name });
  return name;
}

export async function orderPerformers(actor: Actor | null, eventId: string, ids: readonly string[]): Promise<void> {
  await data.reorderPerformers(eventId, ids);
  await touchEvent(eventId, {});
  await audit(actor, "event.lineup", "event", eventId, { order: ids.length });
}

const nameOf = (performers: readonly Performer[]) => (s: LineupSet) =>
  performers.find((p) => p.id === s.performerId)?.name || s.label;

/** A set from the form, resolved on the date and checked against it and the stage's other sets. */
async function checkedSet(eventId: string, date: string, id: string, v: SetFormValue, t: StudioT) {
  const { e, o, w } = await eventDate(eventId, date);
  const [performers, order] = await Promise.all([data.performersOf(e.id), data.runningOrderOf(e.id, o.key)]);
  if (v.performer && !performers.some((p) => p.id === v.performer))
    throw new AppError("invalid", { field: "performer", message: t("events.studio.lineup.errors.performerGone") });
  if (!id && order.sets.length >= LINEUP_LIMITS.sets)
    throw new AppError("invalid", {
      field: "start",
      message: t("events.studio.lineup.errors.tooManySets", { max: LINEUP_LIMITS.sets }),
    });
  const start = resolveTime(w, v.start!, v.day);
  const end = v.end ? resolveEnd(start, v.end) : null;
  const input = { performerId: v.performer, label: v.label, stage: v.stage, start, end };
  const problem = checkSet(w, order, { id, stage: v.stage, start, end }, nameOf(performers));
  if (problem) throw fail(t, problem);
  return { e, o, input };
}

export async function addSet(actor: Actor | null, eventId: string, date: string, v: SetFormValue, t: StudioT) {
  const { e, o, input } = await checkedSet(eventId, date, "", v, t);
  await data.insertSet(e.id, o.key, input);
  await touchEvent(e.id, {});
  await audit(actor, "event.lineup", "event", e.id, { date: o.key, set: input.start });
}

export async function editSet(
  actor: Actor | null,
  eventId: string,
  date: string,
  id: string,
  v: SetFormValue,
  t: StudioT,
) {
  const { e, o, input } = await checkedSet(eventId, date, id, v, t);
  if (!(await data.updateSet(e.id, id, input)))
    throw new AppError("not_found", { message: "This set is no longer in the running order." });
  await touchEvent(e.id, {});
  await audit(actor, "event.lineup", "event", e.id, { date: o.key, set: input.start });
}

export async function removeSet(actor: Actor | null, eventId: string, id: string) {
  if (!(await data.deleteSet(eventId, id)))
    throw new AppError("not_found", { message: "This set is no longer in the running order." });
  await touchEvent(eventId, {});
  await audit(actor, "event.lineup", "event", eventId, { removedSet: id });
}

/** Doors and curfew of the date; either may be cleared. */
export async function saveRunning(
  actor: Actor | null,
  eventId: string,
  date: string,
  v: RunningFormValue,
  t: StudioT,
): Promise<RunningOrder> {
  const { e, o, w } = await eventDate(eventId, date);
  const order = await data.runningOrderOf(e.id, o.key);
  const doors = v.doors ? resolveTime(w, v.doors, v.doors_day) : null;
  const curfew = v.curfew ? resolveTime(w, v.curfew, v.curfew_day) : null;
  const problem =
    (doors ? checkDoors(w, doors, order.sets) : null) ?? (curfew ? checkCurfew(w, curfew, order.sets) : null);
  if (problem) throw fail(t, problem);
  await data.writeRunning(e.id, o.key, { doors, curfew });
  await touchEvent(e.id, {});
  await audit(actor, "event.lineup", "event", e.id, { date: o.key, doors, curfew });
  return { ...order, doors, curfew };
}
