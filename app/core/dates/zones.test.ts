import { expect, test } from "vitest";
import { allTimeZones, isValidTimeZone, zoneChoices } from "./zones.ts";

test("the picker lists zones by today's IANA names, each one usable", () => {
  const zones = allTimeZones();
  for (const z of [
    "Asia/Kolkata",
    "Europe/Kyiv",
    "Asia/Ho_Chi_Minh",
    "America/Nuuk",
    "Europe/Berlin",
    "America/New_York",
    "Australia/Lord_Howe",
    "UTC",
  ])
    expect(zones).toContain(z);
  for (const old of ["Asia/Calcutta", "Europe/Kiev", "Asia/Saigon", "America/Godthab"])
    expect(zones).not.toContain(old);
  expect(zones.every(isValidTimeZone)).toBe(true);
  expect(new Set(zones).size).toBe(zones.length);
  expect([...zones].sort()).toEqual(zones);
});

test("a stored zone the list names differently stays selectable; nonsense is not added", () => {
  expect(zoneChoices("Asia/Calcutta")).toContain("Asia/Calcutta");
  expect(zoneChoices("Asia/Kolkata")).toBe(allTimeZones());
  expect(zoneChoices("Mars/Olympus_Mons")).toBe(allTimeZones());
  expect(zoneChoices(null)).toBe(allTimeZones());
});

test("old and new names give the same clock", () => {
  const at = Date.parse("2025-07-14T12:00:00Z");
  const time = (tz: string) =>
    new Intl.DateTimeFormat("en-GB", { timeZone: tz, hour: "2-digit", minute: "2-digit" }).format(at);
  expect(time("Asia/Kolkata")).toBe(time("Asia/Calcutta"));
  expect(time("Europe/Kyiv")).toBe(time("Europe/Kiev"));
});
