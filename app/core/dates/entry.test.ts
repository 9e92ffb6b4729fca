import { expect, test } from "vitest";
import {
  datePattern,
  entryExamples,
  entryFormat,
  formatDateEntry,
  formatDateTimeEntry,
  formatTimeEntry,
  parseDateEntry,
  parseDateTimeEntry,
  parseTimeEntry,
} from "./entry.ts";

test("the studio's languages write day, month, year and a 24-hour clock; en-US is month first, 12 hours", () => {
  expect(entryFormat("de-DE")).toEqual({ order: ["day", "month", "year"], separator: ".", hour12: false });
  expect(entryFormat("en-GB")).toEqual({ order: ["day", "month", "year"], separator: "/", hour12: false });
  expect(entryFormat("en-US")).toMatchObject({ order: ["month", "day", "year"], separator: "/", hour12: true });
  expect(datePattern("de-DE", { day: "TT", month: "MM", year: "JJJJ" })).toBe("TT.MM.JJJJ");
  expect(datePattern("en-GB", { day: "DD", month: "MM", year: "YYYY" })).toBe("DD/MM/YYYY");
});

test("dates are read the locale's way, with short forms a person types, and ISO always", () => {
  for (const typed of ["05.12.2026", "5.12.2026", "5.12.26", "05122026", "051226", " 05. 12. 2026 ", "2026-12-05"])
    expect(parseDateEntry(typed, "de-DE"), typed).toBe("2026-12-05");
  expect(parseDateEntry("05/12/2026", "en-GB")).toBe("2026-12-05");
  expect(parseDateEntry("12/05/2026", "en-US")).toBe("2026-12-05");
  expect(parseDateEntry("2026/12/05", "en-GB")).toBe("2026-12-05");
  for (const bad of ["", "31.02.2026", "13.13.2026", "5.12", "tomorrow", "123.12.2026", "2026-02-30", "05.12.202"])
    expect(parseDateEntry(bad, "de-DE"), bad).toBeNull();
});

test("times are read as typed, 24-hour or with am/pm, and kept as HH:MM", () => {
  for (const [typed, iso] of [
    ["20:00", "20:00"],
    ["20.00", "20:00"],
    ["2000", "20:00"],
    ["930", "09:30"],
    ["20", "20:00"],
    ["20 Uhr", "20:00"],
    ["8 pm", "20:00"],
    ["8:30 p.m.", "20:30"],
    ["12 am", "00:00"],
    ["0:05", "00:05"],
  ])
    expect(parseTimeEntry(typed!), typed).toBe(iso);
  for (const bad of ["", "24:00", "20:60", "13 pm", "eight", "20:0"]) expect(parseTimeEntry(bad), bad).toBeNull();
});

test("date and time together, and everything written back the locale's way", () => {
  expect(parseDateTimeEntry("05.12.2026 20:00", "de-DE")).toBe("2026-12-05T20:00");
  expect(parseDateTimeEntry("05.12.2026, 20 Uhr", "de-DE")).toBe("2026-12-05T20:00");
  expect(parseDateTimeEntry("2026-12-05T20:00", "de-DE")).toBe("2026-12-05T20:00");
  expect(parseDateTimeEntry("05.12.2026", "de-DE")).toBeNull();
  expect(parseDateTimeEntry("31.02.2026 20:00", "de-DE")).toBeNull();
  expect(formatDateEntry("2026-12-05", "de-DE")).toBe("05.12.2026");
  expect(formatDateEntry("2026-12-05", "en-GB")).toBe("05/12/2026");
  expect(formatDateEntry("5.12.x", "de-DE")).toBe("5.12.x");
  expect(formatTimeEntry("20:00", "de-DE")).toBe("20:00");
  expect(formatTimeEntry("20:00", "en-US")).toBe("8:00 pm");
  expect(formatDateTimeEntry("2026-12-05T20:00", "en-GB")).toBe("05/12/2026 20:00");
  expect(entryExamples("de-DE")).toEqual({
    exampleDate: "05.12.2026",
    exampleTime: "20:00",
    exampleDateTime: "05.12.2026 20:00",
  });
});
