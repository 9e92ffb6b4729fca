/**
 * Skipped and moved dates of a repeating event as the studio form posts them
 * (issue 11): rows of date inputs (`skip_date[]`) and of usual date, new date
 * and new time (`move_from[]`, `move_date[]`, `move_time[]`). An empty row is
 * no row; a bad one gets its message under its own input (`skip_date.2`), so
 * the form marks and focuses exactly that input. Whether a date is one the
 * rule makes is checked by the schema, which knows the rule.
 */
import { entryExamples } from "~/core/dates/entry.ts";
import { DEFAULT_LOCALE } from "~/core/dates/format.ts";
import { isCivilDate } from "~/core/dates/civil.ts";
import { dateRangeMessage, inEventRange } from "./date-range.ts";

const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;

export interface RowError {
  field: "skip_date" | "move_from" | "move_date" | "move_time";
  row: number;
  message: string;
}

export interface ExceptionRows {
  skips: { row: number; date: string }[];
  moves: { row: number; date: string; to: string }[];
  errors: RowError[];
}

/** A studio translator's `t`: the rows' messages are the studio's, in the user's language. */
type StudioT = (key: string, values?: Record<string, string | number>) => string;

function checkDate(
  value: string,
  field: RowError["field"],
  row: number,
  missing: string,
  errors: RowError[],
  t: StudioT,
): boolean {
  if (!isCivilDate(value)) {
    errors.push({
      field,
      row,
      message: value ? t("events.studio.errors.dates.date", entryExamples(DEFAULT_LOCALE)) : missing,
    });
    return false;
  }
  if (!inEventRange(value)) {
    errors.push({ field, row, message: dateRangeMessage(t) });
    return false;
  }
  return true;
}

/** `defaultTime` ("HH:mm") is used for a moved date whose new time is left empty: the event's usual start. */
export function exceptionRows(
  v: { skip_date: string[]; move_from: string[]; move_date: string[]; move_time: string[] },
  defaultTime: string,
  t: StudioT,
): ExceptionRows {
  const out: ExceptionRows = { skips: [], moves: [], errors: [] };
  v.skip_date.forEach((raw, row) => {
    const date = raw.trim();
    if (date && checkDate(date, "skip_date", row, "", out.errors, t)) out.skips.push({ row, date });
  });
  const rows = Math.max(v.move_from.length, v.move_date.length, v.move_time.length);
  for (let row = 0; row < rows; row++) {
    const from = (v.move_from[row] ?? "").trim();
    const date = (v.move_date[row] ?? "").trim();
    const time = (v.move_time[row] ?? "").trim();
    if (!from && !date && !time) continue;
    const okFrom = checkDate(from, "move_from", row, t("events.studio.errors.dates.from"), out.errors, t);
    const okDate = checkDate(date, "move_date", row, t("events.studio.errors.dates.to"), out.errors, t);
    const at = time || defaultTime;
    if (!TIME_RE.test(at)) {
      out.errors.push({ field: "move_time", row, message: t("events.studio.errors.dates.time") });
      continue;
    }
    if (okFrom && okDate) out.moves.push({ row, date: from, to: `${date}T${at}` });
  }
  return out;
}
