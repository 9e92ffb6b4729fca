import { expect, test } from "vitest";
import { localToUtcMs } from "~/core/dates/zoned.ts";
import { allowedTransitions, canTransition, clockState, durationMinutes, effectiveEndMs, seriesSpan } from "./model.ts";
import { slugify, withSuffix } from "~/core/text/slug.ts";

test("status transitions follow SPEC §4", () => {
  expect(allowedTransitions("scheduled")).toEqual(["postponed", "cancelled", "sold_out"]);
  expect(canTransition("postponed", "scheduled")).toBe(true);
  expect(canTransition("postponed", "cancelled")).toBe(true);
  expect(canTransition("sold_out", "scheduled")).toBe(true);
  expect(canTransition("sold_out", "postponed")).toBe(false);
  expect(canTransition("postponed", "sold_out")).toBe(false);
  expect(allowedTransitions("cancelled")).toEqual([]);
});

test("durations are wall-clock, so they survive DST", () => {
  expect(durationMinutes({ startLocal: "2025-03-29T22:00", endLocal: "2025-03-30T04:00", allDay: false })).toBe(360);
  expect(durationMinutes({ startLocal: "2025-03-14T00:00", endLocal: "2025-03-16T00:00", allDay: true })).toBe(2880);
  expect(durationMinutes({ startLocal: "2025-03-14T20:00", endLocal: null, allDay: false })).toBeNull();
});

test("upcoming, now and past are derived from the clock", () => {
  const tz = "Europe/Berlin";
  const o = { start: "2025-03-14T20:00", end: null, startMs: localToUtcMs("2025-03-14T20:00", tz), endMs: null };
  const t = { tz, allDay: false };
  expect(clockState(o, t, o.startMs - 1)).toBe("upcoming");
  expect(clockState(o, t, o.startMs + 60_000)).toBe("now");
  expect(clockState(o, t, o.startMs + 3 * 3_600_000)).toBe("past");
  const day = {
    start: "2025-03-14T00:00",
    end: "2025-03-15T00:00",
    startMs: localToUtcMs("2025-03-14T00:00", tz),
    endMs: localToUtcMs("2025-03-15T00:00", tz),
  };
  expect(new Date(effectiveEndMs(day, { tz, allDay: true })).toISOString()).toBe("2025-03-15T23:00:00.000Z");
});

test("the span covers every occurrence, including moves, and is open for endless rules", () => {
  const tz = "Europe/Berlin";
  const bounded = seriesSpan({
    startLocal: "2025-03-07T20:00",
    endLocal: "2025-03-07T23:00",
    tz,
    allDay: false,
    rule: { freq: "weekly", interval: 1, count: 3, moves: [{ date: "2025-03-21", to: "2025-04-30T20:00" }] },
  });
  expect(new Date(bounded.start).toISOString()).toBe("2025-03-07T19:00:00.000Z");
  expect(new Date(bounded.end!).toISOString()).toBe("2025-04-30T21:00:00.000Z");
  const open = seriesSpan({
    startLocal: "2025-03-07T20:00",
    endLocal: null,
    tz,
    allDay: false,
    rule: { freq: "weekly", interval: 1, moves: [{ date: "2025-03-14", to: "2025-03-01T20:00" }] },
  });
  expect(open.end).toBeNull();
  expect(new Date(open.start).toISOString()).toBe("2025-03-01T19:00:00.000Z");
});

test("slugs are made from titles", () => {
  expect(slugify("Release Show: Café Größe & Friends!")).toBe("release-show-cafe-grosse-and-friends");
  expect(slugify("   ")).toBe("event");
  expect(slugify("日本のツアー")).toBe("event");
  const long = slugify("word ".repeat(40));
  expect(long.length).toBeLessThanOrEqual(80);
  expect(long.endsWith("-")).toBe(false);
  expect(withSuffix("x".repeat(80), 2)).toHaveLength(80);
  expect(withSuffix("show", 3)).toBe("show-3");
});
