import { expect, test } from "vitest";
import { backupsToKeep, currentSlot, periodHours } from "./schedule.ts";

const BERLIN = "Europe/Berlin";
const ms = (iso: string) => Date.parse(iso);

test("a daily slot is the last occurrence of the hour in the site's zone", () => {
  const s = { frequency: "daily" as const, hour: 3, weekday: 0 };
  // 03:00 in Berlin is 02:00 UTC in winter.
  expect(currentSlot(s, BERLIN, ms("2026-01-10T02:30:00Z"))).toBe("2026-01-10T02:00:00.000Z");
  expect(currentSlot(s, BERLIN, ms("2026-01-10T01:59:00Z"))).toBe("2026-01-09T02:00:00.000Z");
  // Summer time: 03:00 is 01:00 UTC.
  expect(currentSlot(s, BERLIN, ms("2026-07-10T01:00:00Z"))).toBe("2026-07-10T01:00:00.000Z");
});

test("weekly, every 12 and every 6 hours; off has no slot", () => {
  // 2026-01-07 is a Wednesday (3).
  const weekly = { frequency: "weekly" as const, hour: 4, weekday: 3 };
  expect(currentSlot(weekly, "UTC", ms("2026-01-13T10:00:00Z"))).toBe("2026-01-07T04:00:00.000Z");
  expect(currentSlot(weekly, "UTC", ms("2026-01-14T04:00:00Z"))).toBe("2026-01-14T04:00:00.000Z");
  const twelve = { frequency: "12h" as const, hour: 5, weekday: 0 };
  expect(currentSlot(twelve, "UTC", ms("2026-01-13T04:00:00Z"))).toBe("2026-01-12T17:00:00.000Z");
  expect(currentSlot(twelve, "UTC", ms("2026-01-13T18:00:00Z"))).toBe("2026-01-13T17:00:00.000Z");
  const six = { frequency: "6h" as const, hour: 2, weekday: 0 };
  expect(currentSlot(six, "UTC", ms("2026-01-13T13:59:00Z"))).toBe("2026-01-13T08:00:00.000Z");
  expect(currentSlot({ frequency: "off", hour: 3, weekday: 0 }, "UTC", Date.now())).toBeNull();
  expect(periodHours("weekly")).toBe(168);
  expect(periodHours("off")).toBeNull();
});

test("rotation keeps the newest of each day, week and month asked for, and always the newest", () => {
  // One backup a day at 03:00 UTC for 100 days, newest first: 2026-04-10 back to 2026-01-01.
  const backups = Array.from({ length: 100 }, (_, i) => {
    const at = new Date(ms("2026-04-10T03:00:00Z") - i * 86_400_000).toISOString();
    return { id: at.slice(0, 10), at };
  });
  const kept = backupsToKeep(backups, { daily: 7, weekly: 4, monthly: 3 }, "UTC");
  const days = [...kept].sort();
  // 7 days: 04-04 … 04-10. Weeks (newest of each ISO week): 04-10 (W15), 04-05 (Sun, W14), 03-29 (W13), 03-22 (W12).
  // Months: 04-10, 03-31, 02-28.
  expect(days).toEqual([
    "2026-02-28",
    "2026-03-22",
    "2026-03-29",
    "2026-03-31",
    "2026-04-04",
    "2026-04-05",
    "2026-04-06",
    "2026-04-07",
    "2026-04-08",
    "2026-04-09",
    "2026-04-10",
  ]);
  // Several on one day: the newest of that day stands for it.
  const sameDay = [
    { id: "a", at: "2026-04-10T01:00:00Z" },
    { id: "b", at: "2026-04-10T13:00:00Z" },
  ];
  expect([...backupsToKeep(sameDay, { daily: 1, weekly: 0, monthly: 0 }, "UTC")]).toEqual(["b"]);
  // Nothing asked for: the newest is kept all the same.
  expect([...backupsToKeep(backups, { daily: 0, weekly: 0, monthly: 0 }, "UTC")]).toEqual(["2026-04-10"]);
});
