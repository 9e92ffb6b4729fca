import { expect, test } from "vitest";
import { describeRule } from "./describe.ts";
import { isNightBefore, listingDate } from "./listing.ts";

test("a set after midnight is listed on the night before only when the event says so", () => {
  expect(listingDate("2025-03-15T01:30", true)).toBe("2025-03-14");
  expect(listingDate("2025-03-01T00:00", true)).toBe("2025-02-28");
  expect(listingDate("2025-03-15T01:30", false)).toBe("2025-03-15");
  expect(listingDate("2025-03-15T06:00", true)).toBe("2025-03-15");
  expect(listingDate("2025-03-14T23:30", true)).toBe("2025-03-14");
  expect(isNightBefore("2025-03-15T05:59", true)).toBe(true);
});

test("rules read as plain words", () => {
  expect(describeRule({ freq: "weekly", interval: 1 }, 5)).toBe("Every Friday");
  expect(describeRule({ freq: "weekly", interval: 2, weekdays: [4, 2], count: 6 }, 2)).toBe("Every 2 weeks on Tuesday and Thursday, 6 times");
  expect(describeRule({ freq: "monthly", interval: 1, monthly: { kind: "weekday", ordinal: 2, weekday: 5 } }, 5)).toBe(
    "Monthly on the second Friday",
  );
  expect(describeRule({ freq: "monthly", interval: 1, monthly: { kind: "weekday", ordinal: -1, weekday: 6 }, until: "2025-06-28" }, 6)).toBe(
    "Monthly on the last Saturday, until Saturday, 28 June 2025",
  );
  expect(describeRule({ freq: "monthly", interval: 3, monthly: { kind: "day", day: 31 }, count: 1 }, 1)).toBe(
    "Every 3 months on day 31 (the last day in shorter months), once",
  );
});
