import { expect, test } from "vitest";
import {
  formatCivilDate,
  formatDateTime,
  formatMonthHeading,
  formatTime,
  formatVisitorTime,
  formatWhen,
  weekdayNames,
  zoneLabel,
} from "./format.ts";

const at = (s: string) => Date.parse(s);

test("an event's time is shown in its own zone, whatever the server's zone", () => {
  const start = at("2025-03-14T19:00:00Z");
  expect(formatTime(start, "Europe/Berlin")).toBe("20:00");
  expect(formatTime(start, "America/New_York")).toBe("15:00");
  expect(formatTime(start, "Asia/Kolkata")).toBe("00:30");
  expect(formatTime(start, "America/New_York", "en-US")).toBe("3:00 PM");
  expect(zoneLabel(start, "Europe/Berlin")).toBe("CET");
  expect(zoneLabel(at("2025-07-14T19:00:00Z"), "Europe/Berlin")).toBe("CEST");
});

test("the when line covers same-day, past-midnight, multi-day and all-day events", () => {
  const tz = "Europe/Berlin";
  expect(formatWhen({ start: at("2025-03-14T19:00:00Z"), end: at("2025-03-14T22:00:00Z"), tz })).toBe(
    "Friday, 14 March 2025, 20:00–23:00 CET",
  );
  expect(formatWhen({ start: at("2025-03-14T21:00:00Z"), end: at("2025-03-15T01:00:00Z"), tz })).toBe(
    "Friday, 14 March 2025, 22:00–02:00 CET",
  );
  expect(formatWhen({ start: at("2025-03-14T19:00:00Z"), end: at("2025-03-16T17:00:00Z"), tz })).toBe(
    "Friday, 14 March 2025, 20:00 – Sunday, 16 March 2025, 18:00 CET",
  );
  expect(formatWhen({ start: at("2025-03-14T19:00:00Z"), tz })).toBe("Friday, 14 March 2025, 20:00 CET");
  expect(formatWhen({ start: at("2025-03-13T23:00:00Z"), end: at("2025-03-15T23:00:00Z"), tz, allDay: true })).toBe(
    "Friday, 14 March 2025 – Sunday, 16 March 2025",
  );
});

test("the visitor's time is given only when their clock differs", () => {
  const start = at("2025-07-14T18:00:00Z");
  expect(formatVisitorTime(start, "Europe/Berlin", "Europe/Berlin")).toBeNull();
  // Same offset in summer, different zone name: nothing to add.
  expect(formatVisitorTime(start, "Europe/Berlin", "Europe/Paris")).toBeNull();
  expect(formatVisitorTime(start, "Europe/Berlin", "America/New_York")).toBe("Monday, 14 July 2025, 14:00 EDT");
  expect(formatVisitorTime(start, "Europe/Berlin", "Australia/Lord_Howe")).toBe("Tuesday, 15 July 2025, 04:30 LHST");
  expect(formatVisitorTime(start, "Europe/Berlin", "Not/AZone")).toBeNull();
});

test("calendar dates, month headings and weekday names", () => {
  expect(formatCivilDate("2025-03-14")).toBe("Friday, 14 March 2025");
  expect(formatMonthHeading(2025, 3)).toBe("March 2025");
  expect(weekdayNames()).toEqual(["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]);
});

test("zone names people read: EST where English has one, the offset where it has none", () => {
  const winter = Date.parse("2026-12-17T19:30:00Z");
  expect(zoneLabel(winter, "America/New_York")).toBe("EST");
  expect(zoneLabel(winter, "America/Los_Angeles")).toBe("PST");
  expect(zoneLabel(winter, "Europe/Berlin")).toBe("CET");
  expect(zoneLabel(winter, "Australia/Sydney")).toBe("AEDT");
  expect(zoneLabel(winter, "Asia/Tokyo")).toBe("GMT+9");
  expect(zoneLabel(winter, "America/Sao_Paulo")).toBe("GMT-3");
});

test("formatDateTime: the studio's one way to write an instant, in the locale's own clock", () => {
  const at = Date.UTC(2026, 10, 29, 19, 0);
  expect(formatDateTime(at, "Europe/Berlin", "en-GB")).toBe("Sun, 29 Nov 2026, 20:00 CET");
  expect(formatDateTime(at, "Europe/Berlin", "de-DE")).toBe("So., 29. Nov. 2026, 20:00 MEZ");
});
