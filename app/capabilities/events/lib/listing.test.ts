import { expect, test } from "vitest";
import { isNightBefore, listingDate, listingDays } from "./listing.ts";

test("a set after midnight is listed on the night before only when the event says so", () => {
  expect(listingDate("2025-03-15T01:30", true)).toBe("2025-03-14");
  expect(listingDate("2025-03-01T00:00", true)).toBe("2025-02-28");
  expect(listingDate("2025-03-15T01:30", false)).toBe("2025-03-15");
  expect(listingDate("2025-03-15T06:00", true)).toBe("2025-03-15");
  expect(listingDate("2025-03-14T23:30", true)).toBe("2025-03-14");
  expect(isNightBefore("2025-03-15T05:59", true)).toBe(true);
});

test("a multi-day event is on each of its days; a show ending in the small hours only on its night", () => {
  expect(listingDays({ start: "2025-03-14T00:00", end: "2025-03-16T00:00" }, true, false)).toEqual([
    "2025-03-14",
    "2025-03-15",
    "2025-03-16",
  ]);
  expect(listingDays({ start: "2025-03-31T00:00", end: "2025-04-01T00:00" }, true, false)).toEqual([
    "2025-03-31",
    "2025-04-01",
  ]);
  expect(listingDays({ start: "2025-03-14T00:00", end: null }, true, false)).toEqual(["2025-03-14"]);
  expect(listingDays({ start: "2025-03-14T21:00", end: "2025-03-15T01:00" }, false, false)).toEqual(["2025-03-14"]);
  expect(listingDays({ start: "2025-03-14T20:00", end: "2025-03-15T00:00" }, false, false)).toEqual(["2025-03-14"]);
  expect(listingDays({ start: "2025-03-14T18:00", end: "2025-03-16T23:00" }, false, false)).toEqual([
    "2025-03-14",
    "2025-03-15",
    "2025-03-16",
  ]);
  expect(listingDays({ start: "2025-03-15T01:30", end: "2025-03-15T03:00" }, false, true)).toEqual(["2025-03-14"]);
  expect(listingDays({ start: "2025-03-15T01:30", end: "2025-03-15T03:00" }, false, false)).toEqual(["2025-03-15"]);
  expect(listingDays({ start: "2025-03-14T20:00", end: null }, false, false)).toEqual(["2025-03-14"]);
});
