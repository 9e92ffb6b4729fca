/**
 * The years an event may fall in: 1900–2200. Every date of an event (start,
 * end, the last date of a rule, skipped and moved dates) is kept inside, so
 * the date arithmetic behind pages and feeds — which adds a day or a month
 * here and there — never leaves the four-digit years the date helpers read
 * (an all-day event on 9999-12-31 once ended on "10000-01-01" and gave a 500).
 * Shared by the form schema (a message under the field) and the services (an
 * AppError for callers that skip the form). docs/events.md says the same.
 */
import { isCivilDate } from "~/core/dates/civil.ts";
import { AppError } from "~/core/errors.ts";
import type { EventTiming } from "./model.ts";

const FIRST_EVENT_DATE = "1900-01-01";
const LAST_EVENT_DATE = "2200-12-31";
/** The message for callers without a translator (services called without the form, benches). */
export const DATE_RANGE_MESSAGE = "Enter a date between 1900 and 2200.";

/** A studio translator's `t`. */
type StudioT = (key: string, values?: Record<string, string | number>) => string;

/** The message under a date outside the range, in the studio translator's words (English without one). */
export const dateRangeMessage = (t?: StudioT): string => (t ? t("events.studio.errors.dateRange") : DATE_RANGE_MESSAGE);

/** A real "YYYY-MM-DD" from 1900-01-01 to 2200-12-31. */
export function inEventRange(date: string): boolean {
  return isCivilDate(date) && date >= FIRST_EVENT_DATE && date <= LAST_EVENT_DATE;
}

/** The same for a "YYYY-MM-DDTHH:mm" value (its date decides). */
export const localInEventRange = (local: string): boolean =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(local) && inEventRange(local.slice(0, 10));

export interface RangeProblem {
  /** The studio form's field the date was typed in. */
  field: "start_date" | "end_date" | "until" | "skip" | "moves";
  message: string;
}

/** The first date of an event's timing outside the range, named by its form field; null when all are inside. */
export function timingOutOfRange(
  t: Pick<EventTiming, "startLocal" | "endLocal" | "rule">,
  words?: StudioT,
): RangeProblem | null {
  const problem = (field: RangeProblem["field"]): RangeProblem => ({ field, message: dateRangeMessage(words) });
  if (!localInEventRange(t.startLocal)) return problem("start_date");
  if (t.endLocal !== null && !localInEventRange(t.endLocal)) return problem("end_date");
  const rule = t.rule;
  if (!rule) return null;
  if (rule.until && !inEventRange(rule.until)) return problem("until");
  if ((rule.skip ?? []).some((d) => !inEventRange(d))) return problem("skip");
  if ((rule.moves ?? []).some((m) => !inEventRange(m.date) || !localInEventRange(m.to))) return problem("moves");
  return null;
}

/**
 * For services: an event whose dates leave the range is refused with the
 * catalogue's "invalid" (400) and the message under the field, before any
 * date arithmetic can throw a RangeError (a 500).
 */
export function assertEventTiming(t: Pick<EventTiming, "startLocal" | "endLocal" | "rule">, words?: StudioT): void {
  const p = timingOutOfRange(t, words);
  if (p) throw new AppError("invalid", { field: p.field, message: p.message });
}
