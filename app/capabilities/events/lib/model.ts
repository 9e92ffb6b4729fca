/**
 * The event model shared by server and browser: statuses and their allowed
 * transitions (SPEC §4), series and occurrences of an event, and the derived
 * clock states (upcoming / happening now / past are never stored).
 */
import { addDays, datePart, diffDays } from "~/core/dates/civil.ts";
import { localToUtcMs, utcToLocal } from "~/core/dates/zoned.ts";
import type { TicketLink } from "./tickets.ts";
import {
  type Occurrence,
  type RecurrenceRule,
  type Series,
  expand,
  isOpenEnded,
  occurrenceByKey,
} from "./recurrence.ts";

export const EVENT_STATUSES = ["scheduled", "postponed", "cancelled", "sold_out"] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];
export type Visibility = "draft" | "published";

export const STATUS_LABELS: Record<EventStatus, string> = {
  scheduled: "Scheduled",
  postponed: "Postponed",
  cancelled: "Cancelled",
  sold_out: "Sold out",
};

/**
 * SPEC §4: scheduled ↔ postponed; scheduled | postponed → cancelled;
 * scheduled ↔ sold_out. Cancelled is final: a new date is a new event
 * (duplicate it), so a feed never "un-cancels" a date people deleted.
 */
const TRANSITIONS: Record<EventStatus, readonly EventStatus[]> = {
  scheduled: ["postponed", "cancelled", "sold_out"],
  postponed: ["scheduled", "cancelled"],
  sold_out: ["scheduled"],
  cancelled: [],
};

export function allowedTransitions(from: EventStatus): readonly EventStatus[] {
  return TRANSITIONS[from];
}

export function canTransition(from: EventStatus, to: EventStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

/**
 * The event as one of its dates shows it: a date of a series called off on
 * its own (the rule's `cancelled`) is cancelled whatever the series' status,
 * on its page, in lists, feeds and JSON-LD (ADR 2910).
 */
export function atOccurrence<T extends { status: EventStatus }>(e: T, o: Pick<Occurrence, "cancelled">): T {
  return o.cancelled && e.status !== "cancelled" ? { ...e, status: "cancelled" } : e;
}

/**
 * A rule from the studio form with the dates called off before (ADR 2910):
 * the form does not carry them, so saving would bring them back. Kept are
 * those the new rule still makes; a date the owner skips now is gone.
 */
export function keepCancelledDates<T extends EventTiming>(v: T, before: RecurrenceRule | null): T {
  const rule = v.rule;
  if (!rule || !before?.cancelled?.length) return v;
  const series = seriesOf({ ...v, rule: { ...rule, cancelled: [] } });
  const cancelled = before.cancelled.filter((d) => occurrenceByKey(series, d) !== null);
  return cancelled.length ? { ...v, rule: { ...rule, cancelled } } : v;
}

/** The fields of an event that decide when it happens. */
export interface EventTiming {
  startLocal: string; // "YYYY-MM-DDTHH:mm"
  endLocal: string | null;
  tz: string;
  allDay: boolean;
  rule: RecurrenceRule | null;
}

/** What an event says besides its timing: the studio form's fields (the server's record adds state and history). */
export interface EventDetails extends EventTiming {
  title: string;
  slug: string;
  description: string;
  venueName: string;
  venueAddress: string;
  latitude: number | null;
  longitude: number | null;
  /** Ticket links (issue 13), in the owner's order; some may be for one date of a series. */
  tickets: TicketLink[];
  nightBefore: boolean;
}

/** Wall-clock minutes from start to end (all-day: whole days to the inclusive last day, as minutes). */
export function durationMinutes(t: Pick<EventTiming, "startLocal" | "endLocal" | "allDay">): number | null {
  if (!t.endLocal) return null;
  if (t.allDay) return diffDays(datePart(t.startLocal), datePart(t.endLocal)) * 1440;
  const [a, b] = [t.startLocal, t.endLocal].map((v) => Date.parse(`${v.length === 16 ? v + ":00" : v}Z`));
  return Math.round((b! - a!) / 60_000);
}

export function seriesOf(t: EventTiming): Series {
  return { start: t.startLocal, durationMinutes: durationMinutes(t), tz: t.tz, rule: t.rule };
}

/** How long a show with no end is taken to run, for "upcoming" and "happening now" only (never written anywhere). */
export const ASSUMED_LENGTH_MINUTES = 180;

/**
 * When an occurrence stops being "upcoming": its end; for all-day events the
 * midnight after the last day (in the event's zone); with no end, the start
 * plus ASSUMED_LENGTH_MINUTES (all-day: the end of that day).
 */
export function effectiveEndMs(
  o: Pick<Occurrence, "start" | "end" | "startMs" | "endMs">,
  t: Pick<EventTiming, "tz" | "allDay">,
): number {
  if (t.allDay) {
    const last = datePart(o.end ?? o.start);
    return localToUtcMs(`${addDays(last, 1)}T00:00`, t.tz);
  }
  return o.endMs ?? o.startMs + ASSUMED_LENGTH_MINUTES * 60_000;
}

export type ClockState = "upcoming" | "now" | "past";

export function clockState(
  o: Pick<Occurrence, "start" | "end" | "startMs" | "endMs">,
  t: Pick<EventTiming, "tz" | "allDay">,
  nowMs: number,
): ClockState {
  if (nowMs < o.startMs) return "upcoming";
  return nowMs < effectiveEndMs(o, t) ? "now" : "past";
}

/** Open-ended rules are expanded this far ahead for lists and feeds (docs/decisions/0104-one-vevent-per-occurrence.md). */
export const OPEN_ENDED_HORIZON_DAYS = 365;

/**
 * The instant range covering every occurrence (moves included), for the
 * span columns; `end` is null for an open-ended rule.
 */
export function seriesSpan(t: EventTiming): { start: number; end: number | null } {
  const series = seriesOf(t);
  if (isOpenEnded(t.rule)) {
    // Moves can pull an occurrence earlier than the first rule date.
    const firstMs = localToUtcMs(t.startLocal, t.tz);
    const moved = (t.rule?.moves ?? []).map((m) => localToUtcMs(m.to, t.tz));
    return { start: Math.min(firstMs, ...moved), end: null };
  }
  const all = expand(series, -Infinity, Infinity);
  if (all.length === 0) {
    const s = localToUtcMs(t.startLocal, t.tz);
    return { start: s, end: s };
  }
  return {
    start: Math.min(...all.map((o) => o.startMs)),
    end: Math.max(...all.map((o) => effectiveEndMs(o, t))),
  };
}

/** A start instant's wall time in a zone, for forms ("YYYY-MM-DDTHH:mm"). */
export const localOf = (iso: string, tz: string) => utcToLocal(Date.parse(iso), tz);
