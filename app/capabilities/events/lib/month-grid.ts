/**
 * The weeks of a month for the calendar table. Weeks start on Monday
 * (ISO 8601, the norm in most of the world; docs/decisions/0103-month-grid.md).
 * Leading and trailing days of the neighbouring months fill the first and last
 * weeks, so every row has seven cells; their events are placed too.
 */
import {
  type CivilDate,
  addDays,
  addMonths,
  daysInMonth,
  formatDate,
  formatMonth,
  isoWeekday,
} from "~/core/dates/civil.ts";

export interface GridItem {
  /** The date the item is listed under (after the "night before" rule). */
  date: CivilDate;
}

export interface DayCell<T> {
  date: CivilDate;
  day: number;
  inMonth: boolean;
  isToday: boolean;
  items: T[];
}

export interface MonthGrid<T> {
  month: string; // "YYYY-MM"
  year: number;
  monthNumber: number;
  prev: string;
  next: string;
  /** First and last dates shown (inclusive), to query events for. */
  firstDate: CivilDate;
  lastDate: CivilDate;
  weeks: DayCell<T>[][];
}

/**
 * The dates a grid shows, before any items are placed: what the loader queries. Whole weeks from
 * `firstDay` (ISO: 1 = Monday … 6 = Saturday, 7 = Sunday), the locale's first day of the week.
 */
export function gridRange(year: number, month: number, firstDay = 1): { firstDate: CivilDate; lastDate: CivilDate } {
  const first = formatDate({ year, month, day: 1 });
  const last = formatDate({ year, month, day: daysInMonth(year, month) });
  const lastDay = ((firstDay + 5) % 7) + 1; // the day before the first, in ISO numbering
  return {
    firstDate: addDays(first, -((isoWeekday(first) - firstDay + 7) % 7)),
    lastDate: addDays(last, (lastDay - isoWeekday(last) + 7) % 7),
  };
}

/**
 * Place items in their day cells by `item.date`, keeping the given order
 * within a day (pass them sorted by start). Items outside the range are ignored.
 */
export function monthGrid<T extends GridItem>(
  year: number,
  month: number,
  items: readonly T[],
  today: CivilDate,
  firstDay = 1,
): MonthGrid<T> {
  const { firstDate, lastDate } = gridRange(year, month, firstDay);
  const byDate = new Map<CivilDate, T[]>();
  for (const item of items) {
    const list = byDate.get(item.date);
    if (list) list.push(item);
    else byDate.set(item.date, [item]);
  }
  const weeks: DayCell<T>[][] = [];
  for (let d = firstDate; d <= lastDate; d = addDays(d, 7)) {
    weeks.push(
      Array.from({ length: 7 }, (_, i) => {
        const date = addDays(d, i);
        return {
          date,
          day: Number(date.slice(8, 10)),
          inMonth: Number(date.slice(5, 7)) === month,
          isToday: date === today,
          items: byDate.get(date) ?? [],
        };
      }),
    );
  }
  const p = addMonths(year, month, -1);
  const n = addMonths(year, month, 1);
  return {
    month: formatMonth(year, month),
    year,
    monthNumber: month,
    prev: formatMonth(p.year, p.month),
    next: formatMonth(n.year, n.month),
    firstDate,
    lastDate,
    weeks,
  };
}
