import { expect, test } from "vitest";
import { localToUtcMs, utcToLocal } from "~/core/dates/zoned.ts";
import { listingDate } from "./listing.ts";
import { gridRange, monthGrid } from "./month-grid.ts";
import { weekdayNames } from "~/core/dates/format.ts";
import { firstDayOfWeek } from "~/core/i18n/format.ts";

test("weeks start on Monday and pad with neighbouring days", () => {
  // March 2025 starts on a Saturday and ends on a Monday.
  const g = monthGrid(2025, 3, [], "2025-03-14");
  expect(g.firstDate).toBe("2025-02-24");
  expect(g.lastDate).toBe("2025-04-06");
  expect(g.weeks).toHaveLength(6);
  expect(g.weeks.every((w) => w.length === 7)).toBe(true);
  expect(g.weeks[0]![5]).toMatchObject({ date: "2025-03-01", day: 1, inMonth: true });
  expect(g.weeks[0]![4]).toMatchObject({ date: "2025-02-28", inMonth: false });
  expect(
    g.weeks
      .flat()
      .filter((c) => c.isToday)
      .map((c) => c.date),
  ).toEqual(["2025-03-14"]);
  expect([g.prev, g.month, g.next]).toEqual(["2025-02", "2025-03", "2025-04"]);
});

test("a month that fits exactly in four weeks has four rows", () => {
  // February 2027 starts on a Monday and has 28 days.
  expect(gridRange(2027, 2)).toEqual({ firstDate: "2027-02-01", lastDate: "2027-02-28" });
  expect(monthGrid(2027, 2, [], "2000-01-01").weeks).toHaveLength(4);
});

test("the year wraps for previous and next links", () => {
  const g = monthGrid(2025, 12, [], "2025-12-01");
  expect([g.prev, g.next]).toEqual(["2025-11", "2026-01"]);
  expect(monthGrid(2025, 1, [], "2025-01-01").prev).toBe("2024-12");
});

test("events land in the cell of their local date, late sets on the night before", () => {
  const tz = "America/New_York";
  // 23:30 on 31 March in New York is already 1 April in UTC.
  const late = localToUtcMs("2025-03-31T23:30", tz);
  const afterMidnight = localToUtcMs("2025-03-15T01:30", tz);
  const items = [
    { id: "late", date: listingDate(utcToLocal(late, tz), false) },
    { id: "night", date: listingDate(utcToLocal(afterMidnight, tz), true) },
    { id: "outside", date: "2025-05-01" },
  ];
  const cells = monthGrid(2025, 3, items, "2025-03-01").weeks.flat();
  expect(cells.find((c) => c.date === "2025-03-31")!.items.map((i) => i.id)).toEqual(["late"]);
  expect(cells.find((c) => c.date === "2025-04-01")!.items).toEqual([]);
  expect(cells.find((c) => c.date === "2025-03-14")!.items.map((i) => i.id)).toEqual(["night"]);
  expect(cells.flatMap((c) => c.items).map((i) => i.id)).not.toContain("outside");
});

test("weeks start on the language's first day: Sunday in Brazil, Saturday in Arabic, with headers to match", () => {
  // March 2025: Saturday the 1st, Monday the 31st.
  expect(firstDayOfWeek("pt-BR")).toBe(7);
  expect(firstDayOfWeek("de-DE")).toBe(1);
  const sunday = monthGrid(2025, 3, [], "2025-03-14", 7);
  expect([sunday.firstDate, sunday.lastDate]).toEqual(["2025-02-23", "2025-04-05"]);
  expect(sunday.weeks[0]![6]).toMatchObject({ date: "2025-03-01", inMonth: true });
  const saturday = gridRange(2025, 3, 6);
  expect(saturday).toEqual({ firstDate: "2025-03-01", lastDate: "2025-04-04" });
  expect(monthGrid(2025, 3, [], "2025-03-14", 6).weeks).toHaveLength(5);
  expect(weekdayNames("long", "pt-BR", 7)[0]).toBe("domingo");
  expect(weekdayNames("long", "de-DE", 1)).toEqual([
    "Montag",
    "Dienstag",
    "Mittwoch",
    "Donnerstag",
    "Freitag",
    "Samstag",
    "Sonntag",
  ]);
  expect(weekdayNames("short", "en-GB", 6)[0]).toBe("Sat");
});
