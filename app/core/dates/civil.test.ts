import { expect, test } from "vitest";
import {
  addDays,
  addMinutesLocal,
  addMonths,
  daysInMonth,
  diffDays,
  formatDateTime,
  isCivilDate,
  isLocalDateTime,
  isoWeekday,
  parseDateTime,
  parseMonth,
} from "./civil.ts";

test("dates are validated against the real calendar", () => {
  expect(isCivilDate("2024-02-29")).toBe(true);
  expect(isCivilDate("2025-02-29")).toBe(false);
  expect(isCivilDate("2025-04-31")).toBe(false);
  expect(isCivilDate("2025-4-01")).toBe(false);
  expect(isLocalDateTime("2025-03-14T20:00")).toBe(true);
  expect(isLocalDateTime("2025-03-14T24:00")).toBe(false);
  expect(isLocalDateTime("2025-03-14T20:00:30")).toBe(true);
});

test("date arithmetic crosses months, years and leap days", () => {
  expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
  expect(addDays("2025-02-28", 1)).toBe("2025-03-01");
  expect(addDays("2025-12-31", 1)).toBe("2026-01-01");
  expect(addDays("2025-01-01", -1)).toBe("2024-12-31");
  expect(diffDays("2025-03-01", "2025-03-31")).toBe(30);
  expect(daysInMonth(2024, 2)).toBe(29);
  expect(daysInMonth(2025, 4)).toBe(30);
  expect(addMonths(2025, 11, 3)).toEqual({ year: 2026, month: 2 });
  expect(addMonths(2025, 1, -1)).toEqual({ year: 2024, month: 12 });
});

test("ISO weekdays run Monday 1 to Sunday 7", () => {
  expect(isoWeekday("2025-03-10")).toBe(1);
  expect(isoWeekday("2025-03-16")).toBe(7);
});

test("local date-times round-trip and shift without zones", () => {
  const p = parseDateTime("2025-03-14T20:05")!;
  expect(formatDateTime(p)).toBe("2025-03-14T20:05");
  expect(addMinutesLocal("2025-03-14T23:30", 90)).toBe("2025-03-15T01:00");
  expect(parseMonth("2025-13")).toBeNull();
  expect(parseMonth("2025-03")).toEqual({ year: 2025, month: 3 });
});
