import { expect, test } from "vitest";
import { formatOffset, isoWithOffset, localTimeKind, localToUtc, offsetMinutes, utcToLocal } from "./zoned.ts";

const iso = (d: Date) => d.toISOString();

test("wall-clock time converts to UTC with the offset in force on that date", () => {
  expect(iso(localToUtc("2025-01-14T20:00", "Europe/Berlin"))).toBe("2025-01-14T19:00:00.000Z");
  expect(iso(localToUtc("2025-07-14T20:00", "Europe/Berlin"))).toBe("2025-07-14T18:00:00.000Z");
  expect(iso(localToUtc("2025-07-14T20:00", "America/New_York"))).toBe("2025-07-15T00:00:00.000Z");
  expect(iso(localToUtc("2025-07-14T20:00", "Asia/Kolkata"))).toBe("2025-07-14T14:30:00.000Z");
  expect(iso(localToUtc("2025-07-14T20:00", "Australia/Lord_Howe"))).toBe("2025-07-14T09:30:00.000Z");
  expect(iso(localToUtc("2025-12-14T20:00", "Australia/Lord_Howe"))).toBe("2025-12-14T09:00:00.000Z");
  expect(iso(localToUtc("2025-07-14T20:00", "UTC"))).toBe("2025-07-14T20:00:00.000Z");
});

test("a time in the spring-forward gap moves forward by the gap", () => {
  // Berlin skips 02:00–03:00 on 2025-03-30.
  expect(localTimeKind("2025-03-30T02:30", "Europe/Berlin")).toBe("gap");
  expect(iso(localToUtc("2025-03-30T02:30", "Europe/Berlin"))).toBe("2025-03-30T01:30:00.000Z");
  expect(utcToLocal(localToUtc("2025-03-30T02:30", "Europe/Berlin"), "Europe/Berlin")).toBe("2025-03-30T03:30");
  // New York skips 02:00–03:00 on 2025-03-09.
  expect(utcToLocal(localToUtc("2025-03-09T02:15", "America/New_York"), "America/New_York")).toBe("2025-03-09T03:15");
  // Lord Howe skips 02:00–02:30 on 2025-10-05 (a 30-minute change).
  expect(localTimeKind("2025-10-05T02:10", "Australia/Lord_Howe")).toBe("gap");
  expect(utcToLocal(localToUtc("2025-10-05T02:10", "Australia/Lord_Howe"), "Australia/Lord_Howe")).toBe(
    "2025-10-05T02:40",
  );
});

test("a time in the fall-back overlap takes the earlier instant", () => {
  // Berlin repeats 02:00–03:00 on 2025-10-26; the first pass is still CEST (+02:00).
  expect(localTimeKind("2025-10-26T02:30", "Europe/Berlin")).toBe("overlap");
  expect(iso(localToUtc("2025-10-26T02:30", "Europe/Berlin"))).toBe("2025-10-26T00:30:00.000Z");
  // New York repeats 01:00–02:00 on 2025-11-02; first pass EDT (−04:00).
  expect(iso(localToUtc("2025-11-02T01:30", "America/New_York"))).toBe("2025-11-02T05:30:00.000Z");
  // Lord Howe repeats 01:30–02:00 on 2025-04-06; first pass +11:00.
  expect(iso(localToUtc("2025-04-06T01:45", "Australia/Lord_Howe"))).toBe("2025-04-05T14:45:00.000Z");
  expect(localTimeKind("2025-04-06T01:45", "Australia/Lord_Howe")).toBe("overlap");
  expect(localTimeKind("2025-04-06T12:00", "Australia/Lord_Howe")).toBe("ok");
});

test("every ordinary local time round-trips through UTC", () => {
  for (const tz of ["Europe/Berlin", "America/New_York", "Australia/Lord_Howe", "Asia/Kolkata"]) {
    for (const local of [
      "2025-01-01T00:00",
      "2025-03-30T23:59",
      "2025-06-30T23:30",
      "2025-10-26T12:00",
      "2025-12-31T23:30",
    ]) {
      expect(utcToLocal(localToUtc(local, tz), tz)).toBe(local);
    }
  }
});

test("offsets are written as ±hh:mm", () => {
  expect(formatOffset(60)).toBe("+01:00");
  expect(formatOffset(-240)).toBe("-04:00");
  expect(formatOffset(330)).toBe("+05:30");
  expect(formatOffset(0)).toBe("+00:00");
  expect(offsetMinutes(Date.parse("2025-07-01T00:00:00Z"), "Australia/Lord_Howe")).toBe(630);
  expect(isoWithOffset(Date.parse("2025-07-14T18:00:00Z"), "Europe/Berlin")).toBe("2025-07-14T20:00:00+02:00");
  expect(isoWithOffset(Date.parse("2025-01-14T18:00:00Z"), "America/New_York")).toBe("2025-01-14T13:00:00-05:00");
  expect(isoWithOffset(Date.parse("2025-07-14T18:00:00Z"), "Asia/Kolkata")).toBe("2025-07-14T23:30:00+05:30");
});

test("cached offsets agree with Intl everywhere, including the instants around each change", async () => {
  const { intlOffsetMs, offsetMs, yearTransitions } = await import("./zoned.ts");
  const zones = [
    "Europe/Berlin",
    "America/New_York",
    "Australia/Lord_Howe",
    "Asia/Kolkata",
    "America/Sao_Paulo",
    "Africa/Casablanca",
    "Pacific/Chatham",
    "America/St_Johns",
    "UTC",
  ];
  for (const tz of zones) {
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2027, 0, 1); t += 7 * 3_600_000 + 13 * 60_000) {
      expect(offsetMs(t, tz), `${tz} ${new Date(t).toISOString()}`).toBe(intlOffsetMs(t, tz));
    }
    for (const y of [2024, 2025, 2026]) {
      for (const tr of yearTransitions(tz, y)) {
        for (const d of [-1000, 0, 1000]) expect(offsetMs(tr.at + d, tz)).toBe(intlOffsetMs(tr.at + d, tz));
      }
    }
  }
});
