/** The Insights page's date range: from the query string, checked; the previous period of equal length. Pure. */
import { isDay, shiftDay, spanDays } from "./days.ts";

export interface Range {
  from: string;
  to: string;
  days: number;
}

export const PRESETS = [
  // Studio message keys (messages/studio/), translated where they are shown.
  { days: 7, label: "insights.studio.range.7" },
  { days: 30, label: "insights.studio.range.30" },
  { days: 90, label: "insights.studio.range.90" },
  { days: 365, label: "insights.studio.range.365" },
] as const;

export const MAX_RANGE_DAYS = 3660;

/** `?from=&to=` (or `?days=`) → a range ending no later than today; 30 days by default. A bad value falls back rather than failing. */
export function parseRange(params: URLSearchParams, today: string): Range & { error?: string } {
  const from = params.get("from");
  const to = params.get("to");
  if (from || to) {
    if (!isDay(from) || !isDay(to)) return { ...lastDays(30, today), error: "Enter both dates as YYYY-MM-DD." };
    if (from > to) return { ...lastDays(30, today), error: "The start date must be on or before the end date." };
    const end = to > today ? today : to;
    const start = from > end ? end : from;
    if (spanDays(start, end) > MAX_RANGE_DAYS) return { ...lastDays(30, today), error: "Choose at most ten years." };
    return { from: start, to: end, days: spanDays(start, end) };
  }
  const n = Number(params.get("days") ?? 30);
  return lastDays(Number.isInteger(n) && n >= 1 && n <= MAX_RANGE_DAYS ? n : 30, today);
}

export function lastDays(n: number, today: string): Range {
  return { from: shiftDay(today, -(n - 1)), to: today, days: n };
}

/** The period of the same length just before. */
export function previousOf(r: Range): Range {
  return { from: shiftDay(r.from, -r.days), to: shiftDay(r.from, -1), days: r.days };
}

/** Change against the previous period, as a whole percentage; null when there was nothing before. */
export function change(now: number, before: number): number | null {
  if (before === 0) return null;
  return Math.round(((now - before) / before) * 100);
}
