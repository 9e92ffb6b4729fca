import { expect, test } from "vitest";
import { lastTransitionBefore, transitionsBetween } from "./transitions.ts";

const H = 3_600_000;
const window = [Date.parse("2025-01-01T00:00:00Z"), Date.parse("2026-01-01T00:00:00Z")] as const;
const show = (tz: string) =>
  transitionsBetween(tz, ...window).map((t) => ({
    at: new Date(t.at).toISOString(),
    from: t.from / 60_000,
    to: t.to / 60_000,
  }));

test("Berlin changes at 01:00 UTC on the last Sundays of March and October", () => {
  expect(show("Europe/Berlin")).toEqual([
    { at: "2025-03-30T01:00:00.000Z", from: 60, to: 120 },
    { at: "2025-10-26T01:00:00.000Z", from: 120, to: 60 },
  ]);
});

test("New York changes on the second Sunday of March and the first of November", () => {
  expect(show("America/New_York")).toEqual([
    { at: "2025-03-09T07:00:00.000Z", from: -300, to: -240 },
    { at: "2025-11-02T06:00:00.000Z", from: -240, to: -300 },
  ]);
});

test("Lord Howe moves by thirty minutes", () => {
  expect(show("Australia/Lord_Howe")).toEqual([
    { at: "2025-04-05T15:00:00.000Z", from: 660, to: 630 },
    { at: "2025-10-04T15:30:00.000Z", from: 630, to: 660 },
  ]);
});

test("Kolkata has no transitions at all", () => {
  expect(show("Asia/Kolkata")).toEqual([]);
  expect(lastTransitionBefore("Asia/Kolkata", window[0])).toBeNull();
});

test("the last transition before a date is found in an earlier year", () => {
  const t = lastTransitionBefore("Europe/Berlin", Date.parse("2025-02-01T00:00:00Z"));
  expect(new Date(t!.at).toISOString()).toBe("2024-10-27T01:00:00.000Z");
  expect(t!.to).toBe(1 * H);
});
