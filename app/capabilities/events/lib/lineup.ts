/**
 * Line-ups and running orders (issue 32 §1), pure: who plays (performers of
 * the event) and when (per date: doors, sets on stages, curfew).
 *
 * Times are typed as wall-clock "HH:mm" on a day of the date (a festival's
 * second day is picked from the days the date spans). On a one-day date a time
 * more than six hours before the start is after midnight: "01:30" at a 22:00
 * club night is the next morning, "19:00" doors at a 20:00 show the same day.
 * What is stored is the resolved local date-time, so the page, the calendar
 * entry and JSON-LD never guess again.
 */
import { addDays, datePart, diffDays, type CivilDate, type LocalDateTime } from "~/core/dates/civil.ts";
import { localToUtcMs } from "~/core/dates/zoned.ts";

export const PERFORMER_ROLES = ["main", "support", "guest"] as const;
export type PerformerRole = (typeof PERFORMER_ROLES)[number];
/** schema.org types a performer may be: a band or group, one person, another performing group. */
export const PERFORMER_KINDS = ["MusicGroup", "Person", "PerformingGroup"] as const;
export type PerformerKind = (typeof PERFORMER_KINDS)[number];

export const LINEUP_LIMITS = { name: 120, stage: 60, label: 80, performers: 60, sets: 120 } as const;
/** A set at a date with no end may run until this long after the start. */
export const OPEN_END_HOURS = 24;
/** Doors may open this long before the start (a matinee's queue, a festival's camp site). */
export const DOORS_BEFORE_HOURS = 12;
/** On a one-day date, a time this far before the start is read as after midnight. */
const AFTER_MIDNIGHT_HOURS = 6;

export interface Performer {
  id: string;
  name: string;
  role: PerformerRole;
  kind: PerformerKind;
  /** This act itself (the site's own name and type). */
  self: boolean;
  url: string;
  imageUploadId: string | null;
}

export interface LineupSet {
  id: string;
  performerId: string | null;
  /** What is on when no performer is named ("DJ set", "Interval"). */
  label: string;
  stage: string;
  start: LocalDateTime;
  end: LocalDateTime | null;
}

export interface RunningOrder {
  doors: LocalDateTime | null;
  curfew: LocalDateTime | null;
  sets: LineupSet[];
}

/** The date's own span, in its zone: what set times must lie within. */
export interface DateWindow {
  start: LocalDateTime;
  end: LocalDateTime | null;
  tz: string;
  allDay: boolean;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The days a date spans ("YYYY-MM-DD"), first to last; an open end counts the start's day and the next. */
export function windowDays(w: DateWindow): CivilDate[] {
  const first = datePart(w.start);
  const last = w.end ? datePart(w.end) : first;
  const n = Math.min(Math.max(0, diffDays(first, last)), 31);
  return Array.from({ length: n + 1 }, (_, i) => addDays(first, i));
}

/**
 * "HH:mm" on `day` (or, without one, the date's first day with the after-midnight rule) as a local date-time.
 * On an all-day date, or one whose end is on a later day, the day picked is taken as it is.
 */
export function resolveTime(w: DateWindow, time: string, day?: string | null): LocalDateTime {
  const first = datePart(w.start);
  if (day) return `${day}T${time}`;
  if (w.allDay) return `${first}T${time}`;
  const startMin = minutesOf(w.start.slice(11, 16));
  const nextDay = minutesOf(time) < startMin - AFTER_MIDNIGHT_HOURS * 60;
  return `${nextDay ? addDays(first, 1) : first}T${time}`;
}

/** An end "HH:mm" after `start`: at or before the start's time, it is the next day. */
export function resolveEnd(start: LocalDateTime, time: string): LocalDateTime {
  const day = datePart(start);
  return minutesOf(time) <= minutesOf(start.slice(11, 16)) ? `${addDays(day, 1)}T${time}` : `${day}T${time}`;
}

const ms = (local: LocalDateTime, tz: string) => localToUtcMs(local, tz);

/** The instants a set may use: from the date's start to its end (or curfew, or OPEN_END_HOURS after the start). */
export function setBounds(w: DateWindow, curfew: LocalDateTime | null): { from: number; to: number } {
  const from = w.allDay ? ms(`${datePart(w.start)}T00:00`, w.tz) : ms(w.start, w.tz);
  const end = w.end ? (w.allDay ? ms(`${addDays(datePart(w.end), 1)}T00:00`, w.tz) : ms(w.end, w.tz)) : null;
  const open = from + OPEN_END_HOURS * 3_600_000;
  const cap = curfew ? ms(curfew, w.tz) : null;
  return { from, to: Math.min(end ?? open, cap ?? Infinity) };
}

export type LineupProblem =
  | { field: "start" | "end"; code: "before_start" | "after_end" | "end_before_start" }
  | { field: "start"; code: "overlap"; other: string }
  | { field: "doors"; code: "doors_range" | "doors_after_set" }
  | { field: "curfew"; code: "curfew_range" | "curfew_before_set" };

/** Problems of one set among the date's others (excluding itself by id): outside the date, or overlapping its stage. */
export function checkSet(
  w: DateWindow,
  order: Pick<RunningOrder, "curfew" | "sets">,
  set: Pick<LineupSet, "id" | "stage" | "start" | "end">,
  nameOf: (s: LineupSet) => string,
): LineupProblem | null {
  const { from, to } = setBounds(w, order.curfew);
  const s = ms(set.start, w.tz);
  const e = set.end ? ms(set.end, w.tz) : null;
  if (s < from) return { field: "start", code: "before_start" };
  if (e !== null && e <= s) return { field: "end", code: "end_before_start" };
  if (s >= to || (e !== null && e > to)) return { field: e !== null && s < to ? "end" : "start", code: "after_end" };
  const stage = stageKey(set.stage);
  for (const other of order.sets) {
    if (other.id === set.id || stageKey(other.stage) !== stage) continue;
    const os = ms(other.start, w.tz);
    const oe = other.end ? ms(other.end, w.tz) : os + 60_000;
    if (s < oe && (e ?? s + 60_000) > os) return { field: "start", code: "overlap", other: nameOf(other) };
  }
  return null;
}

/** Doors: no earlier than DOORS_BEFORE_HOURS before the start, before the date ends, not after the first set. */
export function checkDoors(w: DateWindow, doors: LocalDateTime, sets: readonly LineupSet[]): LineupProblem | null {
  const d = ms(doors, w.tz);
  const { from, to } = setBounds(w, null);
  if (d < from - DOORS_BEFORE_HOURS * 3_600_000 || d >= to) return { field: "doors", code: "doors_range" };
  if (sets.some((s) => ms(s.start, w.tz) < d)) return { field: "doors", code: "doors_after_set" };
  return null;
}

/** Curfew: after the start, not after the date's end, and no set running past it. */
export function checkCurfew(w: DateWindow, curfew: LocalDateTime, sets: readonly LineupSet[]): LineupProblem | null {
  const c = ms(curfew, w.tz);
  const { from, to } = setBounds(w, null);
  if (c <= from || c > to) return { field: "curfew", code: "curfew_range" };
  if (sets.some((s) => ms(s.end ?? s.start, w.tz) > c)) return { field: "curfew", code: "curfew_before_set" };
  return null;
}

/** Sets on an unnamed stage and on "Main stage " are the same stage. */
export const stageKey = (stage: string) => stage.trim().toLocaleLowerCase();

export const byStart = (a: Pick<LineupSet, "start">, b: Pick<LineupSet, "start">) =>
  a.start < b.start ? -1 : a.start > b.start ? 1 : 0;

/** Stages in the order they first appear (by time); "" for sets without a stage. */
export function stagesOf(sets: readonly LineupSet[]): string[] {
  const seen = new Map<string, string>();
  for (const s of [...sets].sort(byStart))
    if (!seen.has(stageKey(s.stage))) seen.set(stageKey(s.stage), s.stage.trim());
  return [...seen.values()];
}

/** Performers in the order a poster lists them: main acts, then support, then guests, each in the owner's order. */
export function posterOrder<P extends Pick<Performer, "role">>(list: readonly P[]): P[] {
  return PERFORMER_ROLES.flatMap((r) => list.filter((p) => p.role === r));
}
