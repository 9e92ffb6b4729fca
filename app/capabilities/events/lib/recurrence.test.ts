import { expect, test } from "vitest";
import { utcToLocal } from "~/core/dates/zoned.ts";
import {
  MAX_OCCURRENCES,
  type RecurrenceRule,
  type Series,
  expand,
  generatedDates,
  isLastWeekdayOfMonth,
  monthlyFromStart,
  nthWeekdayOfMonth,
  occurrenceByKey,
} from "./recurrence.ts";

const all = [Date.parse("2000-01-01T00:00:00Z"), Date.parse("2100-01-01T00:00:00Z")] as const;
const series = (
  start: string,
  rule: RecurrenceRule | null,
  tz = "Europe/Berlin",
  durationMinutes: number | null = 180,
): Series => ({
  start,
  durationMinutes,
  tz,
  rule,
});
const utc = (ms: number) => new Date(ms).toISOString();

test("a weekly 20:00 show stays at 20:00 local across the spring change, its UTC time moves", () => {
  const occ = expand(series("2025-03-21T20:00", { freq: "weekly", interval: 1, count: 3 }), ...all);
  expect(occ.map((o) => o.start)).toEqual(["2025-03-21T20:00", "2025-03-28T20:00", "2025-04-04T20:00"]);
  expect(occ.map((o) => utc(o.startMs))).toEqual([
    "2025-03-21T19:00:00.000Z",
    "2025-03-28T19:00:00.000Z",
    "2025-04-04T18:00:00.000Z",
  ]);
  expect(occ.map((o) => o.end)).toEqual(["2025-03-21T23:00", "2025-03-28T23:00", "2025-04-04T23:00"]);
});

test("a late weekly set in New York keeps its wall time across the autumn change", () => {
  const occ = expand(
    series("2025-10-25T23:30", { freq: "weekly", interval: 1, count: 3 }, "America/New_York", 120),
    ...all,
  );
  expect(occ.map((o) => utc(o.startMs))).toEqual([
    "2025-10-26T03:30:00.000Z",
    "2025-11-02T03:30:00.000Z", // Saturday 1 Nov 23:30 EDT: the change comes at 02:00 after it
    "2025-11-09T04:30:00.000Z",
  ]);
  // The 1 November set ends at 01:30 on the night of the change: the first (EDT) 01:30.
  expect(utc(occ[1]!.endMs!)).toBe("2025-11-02T05:30:00.000Z");
  for (const o of occ) expect(utcToLocal(o.startMs, "America/New_York").slice(11)).toBe("23:30");
});

test("weekly on several days every two weeks, ending after a count", () => {
  const rule: RecurrenceRule = { freq: "weekly", interval: 2, weekdays: [4, 2], count: 5 };
  expect(generatedDates("2025-03-04T19:00", rule, "2030-01-01")).toEqual([
    "2025-03-04",
    "2025-03-06",
    "2025-03-18",
    "2025-03-20",
    "2025-04-01",
  ]);
});

test("weekdays before the start in the first week are not generated", () => {
  const rule: RecurrenceRule = { freq: "weekly", interval: 1, weekdays: [1, 5], count: 3 };
  expect(generatedDates("2025-03-05T19:00", rule, "2030-01-01")).toEqual(["2025-03-07", "2025-03-10", "2025-03-14"]);
});

test("monthly on the 2nd Friday and on the last Saturday", () => {
  const second: RecurrenceRule = {
    freq: "monthly",
    interval: 1,
    monthly: { kind: "weekday", ordinal: 2, weekday: 5 },
    count: 4,
  };
  expect(generatedDates("2025-01-10T20:00", second, "2030-01-01")).toEqual([
    "2025-01-10",
    "2025-02-14",
    "2025-03-14",
    "2025-04-11",
  ]);
  const last: RecurrenceRule = {
    freq: "monthly",
    interval: 1,
    monthly: { kind: "weekday", ordinal: -1, weekday: 6 },
    until: "2025-05-31",
  };
  expect(generatedDates("2025-01-25T20:00", last, "2030-01-01")).toEqual([
    "2025-01-25",
    "2025-02-22",
    "2025-03-29",
    "2025-04-26",
    "2025-05-31",
  ]);
});

test("monthly on the 31st falls on the last day of shorter months", () => {
  const rule: RecurrenceRule = { freq: "monthly", interval: 1, monthly: { kind: "day", day: 31 }, count: 6 };
  expect(generatedDates("2024-01-31T20:00", rule, "2030-01-01")).toEqual([
    "2024-01-31",
    "2024-02-29",
    "2024-03-31",
    "2024-04-30",
    "2024-05-31",
    "2024-06-30",
  ]);
  const every3: RecurrenceRule = { freq: "monthly", interval: 3, monthly: { kind: "day", day: 30 }, count: 3 };
  expect(generatedDates("2025-11-30T20:00", every3, "2030-01-01")).toEqual(["2025-11-30", "2026-02-28", "2026-05-30"]);
});

test("until is inclusive and is a local date", () => {
  const rule: RecurrenceRule = { freq: "weekly", interval: 1, until: "2025-03-28" };
  expect(generatedDates("2025-03-14T20:00", rule, "2030-01-01")).toEqual(["2025-03-14", "2025-03-21", "2025-03-28"]);
});

test("skipped dates disappear but still count towards the count", () => {
  const occ = expand(
    series("2025-03-07T20:00", { freq: "weekly", interval: 1, count: 4, skip: ["2025-03-14"] }),
    ...all,
  );
  expect(occ.map((o) => o.key)).toEqual(["2025-03-07", "2025-03-21", "2025-03-28"]);
});

test("a moved date keeps its key, takes its new time and can move into a window", () => {
  const s = series("2025-03-07T20:00", {
    freq: "weekly",
    interval: 1,
    count: 4,
    moves: [{ date: "2025-03-21", to: "2025-03-09T18:00" }],
  });
  const occ = expand(s, ...all);
  expect(occ.map((o) => [o.key, o.start, o.moved])).toEqual([
    ["2025-03-07", "2025-03-07T20:00", false],
    ["2025-03-21", "2025-03-09T18:00", true],
    ["2025-03-14", "2025-03-14T20:00", false],
    ["2025-03-28", "2025-03-28T20:00", false],
  ]);
  // A window covering only 9 March still finds the occurrence moved there from the 21st.
  const win = expand(s, Date.parse("2025-03-09T00:00:00Z"), Date.parse("2025-03-10T00:00:00Z"));
  expect(win.map((o) => o.key)).toEqual(["2025-03-21"]);
});

test("the window keeps occurrences still running at its start and drops ones starting at its end", () => {
  const s = series("2025-03-07T20:00", { freq: "weekly", interval: 1, count: 3 });
  // 2025-03-14 20:00–23:00 CET = 19:00–22:00Z.
  const from = Date.parse("2025-03-14T21:00:00Z");
  const to = Date.parse("2025-03-21T19:00:00Z");
  expect(expand(s, from, to).map((o) => o.key)).toEqual(["2025-03-14"]);
});

test("a single event is a series of one", () => {
  const s = series("2025-03-14T20:00", null);
  expect(expand(s, ...all).map((o) => o.key)).toEqual(["2025-03-14"]);
  expect(expand(s, Date.parse("2025-04-01T00:00:00Z"), all[1])).toEqual([]);
  expect(occurrenceByKey(s, "2025-03-14")?.start).toBe("2025-03-14T20:00");
  expect(occurrenceByKey(s, "2025-03-21")).toBeNull();
});

test("occurrences are found by key, including moved ones, but not skipped or foreign dates", () => {
  const s = series("2025-03-07T20:00", {
    freq: "weekly",
    interval: 1,
    skip: ["2025-03-14"],
    moves: [{ date: "2025-03-21", to: "2025-03-22T21:00" }],
  });
  expect(occurrenceByKey(s, "2025-03-28")?.start).toBe("2025-03-28T20:00");
  expect(occurrenceByKey(s, "2025-03-21")?.start).toBe("2025-03-22T21:00");
  expect(occurrenceByKey(s, "2025-03-14")).toBeNull();
  expect(occurrenceByKey(s, "2025-03-15")).toBeNull();
  expect(occurrenceByKey(s, "garbage")).toBeNull();
});

test("an open-ended rule with an unbounded window stops at the cap", () => {
  const occ = expand(series("2025-01-01T20:00", { freq: "weekly", interval: 1 }), 0, Infinity);
  expect(occ).toHaveLength(MAX_OCCURRENCES);
});

test("nth and last weekdays, and the rule a start date suggests", () => {
  expect(nthWeekdayOfMonth(2025, 3, 1, 1)).toBe("2025-03-03");
  expect(nthWeekdayOfMonth(2025, 3, 4, 5)).toBe("2025-03-28");
  expect(nthWeekdayOfMonth(2025, 3, -1, 1)).toBe("2025-03-31");
  expect(nthWeekdayOfMonth(2025, 2, -1, 5)).toBe("2025-02-28");
  expect(monthlyFromStart("2025-03-14", "weekday")).toEqual({ kind: "weekday", ordinal: 2, weekday: 5 });
  expect(monthlyFromStart("2025-05-30", "weekday")).toEqual({ kind: "weekday", ordinal: -1, weekday: 5 });
  expect(monthlyFromStart("2025-03-28", "last-weekday")).toEqual({ kind: "weekday", ordinal: -1, weekday: 5 });
  expect(monthlyFromStart("2025-03-14", "day")).toEqual({ kind: "day", day: 14 });
  expect(isLastWeekdayOfMonth("2025-03-28")).toBe(true);
  expect(isLastWeekdayOfMonth("2025-03-21")).toBe(false);
});

test("a cancelled date stays an occurrence, marked, wherever it was moved; a skipped one is gone (ADR 2910)", () => {
  const rule: RecurrenceRule = {
    freq: "weekly",
    interval: 1,
    count: 4,
    skip: ["2025-05-13"],
    moves: [{ date: "2025-05-20", to: "2025-05-21T21:00" }],
    cancelled: ["2025-05-20"],
  };
  const s = series("2025-05-06T20:00", rule);
  expect(expand(s, ...all).map((o) => [o.key, o.start, o.cancelled])).toEqual([
    ["2025-05-06", "2025-05-06T20:00", false],
    ["2025-05-20", "2025-05-21T21:00", true],
    ["2025-05-27", "2025-05-27T20:00", false],
  ]);
  expect(occurrenceByKey(s, "2025-05-20")).toMatchObject({ cancelled: true, moved: true });
  expect(occurrenceByKey(s, "2025-05-27")?.cancelled).toBe(false);
  // A rule stored before the field existed: nothing is cancelled.
  const { cancelled: _c, ...old } = rule;
  expect(expand(series("2025-05-06T20:00", old), ...all).some((o) => o.cancelled)).toBe(false);
});
