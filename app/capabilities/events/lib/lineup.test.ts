import { expect, test } from "vitest";
import {
  checkCurfew,
  checkDoors,
  checkSet,
  posterOrder,
  resolveEnd,
  resolveTime,
  stagesOf,
  windowDays,
} from "./lineup.ts";

const night = { start: "2030-03-14T22:00", end: "2030-03-15T05:00", tz: "Europe/Berlin", allDay: false };
const noEnd = { start: "2030-03-14T20:00", end: null, tz: "Europe/Berlin", allDay: false };
const set = (id: string, start: string, end: string | null, stage = "") => ({
  id,
  performerId: null,
  label: id,
  stage,
  start,
  end,
});

test("times resolve on the night of the date: small hours are the next morning, doors before a show the same day", () => {
  expect(resolveTime(night, "01:30")).toBe("2030-03-15T01:30");
  expect(resolveTime(night, "21:00")).toBe("2030-03-14T21:00");
  expect(resolveTime(noEnd, "19:00")).toBe("2030-03-14T19:00");
  expect(resolveTime(noEnd, "13:00")).toBe("2030-03-15T13:00");
  expect(resolveTime(night, "01:30", "2030-03-14")).toBe("2030-03-14T01:30");
  expect(resolveEnd("2030-03-14T23:30", "00:30")).toBe("2030-03-15T00:30");
  expect(resolveEnd("2030-03-14T20:00", "21:00")).toBe("2030-03-14T21:00");
  expect(windowDays({ ...noEnd, end: "2030-03-16T02:00" })).toEqual(["2030-03-14", "2030-03-15", "2030-03-16"]);
});

test("a set is refused outside the date, past the curfew, or over another on its stage (a set without end holds a minute)", () => {
  const order = {
    curfew: null,
    sets: [set("a", "2030-03-14T22:00", "2030-03-14T23:00"), set("b", "2030-03-15T01:00", null)],
  };
  const name = (s: { label: string }) => s.label;
  expect(checkSet(night, order, set("x", "2030-03-14T21:59", null), name)).toMatchObject({ code: "before_start" });
  expect(checkSet(night, order, set("x", "2030-03-15T04:00", "2030-03-15T05:30"), name)).toMatchObject({
    field: "end",
    code: "after_end",
  });
  expect(checkSet(night, order, set("x", "2030-03-14T22:30", "2030-03-14T23:30"), name)).toMatchObject({
    code: "overlap",
    other: "a",
  });
  expect(checkSet(night, order, set("x", "2030-03-15T01:00", null), name)).toMatchObject({
    code: "overlap",
    other: "b",
  });
  expect(checkSet(night, order, set("x", "2030-03-14T22:30", "2030-03-14T23:30", "Bar"), name)).toBeNull();
  expect(checkSet(night, order, set("a", "2030-03-14T22:30", "2030-03-14T23:30"), name)).toBeNull();
  expect(
    checkSet(night, { ...order, curfew: "2030-03-15T03:00" }, set("x", "2030-03-15T02:30", "2030-03-15T03:30"), name),
  ).toMatchObject({ code: "after_end" });
  expect(checkSet(night, order, set("x", "2030-03-15T02:00", "2030-03-15T01:00"), name)).toMatchObject({
    code: "end_before_start",
  });
  // No end: a day from the start.
  expect(checkSet(noEnd, { curfew: null, sets: [] }, set("x", "2030-03-15T19:59", null), name)).toBeNull();
  expect(checkSet(noEnd, { curfew: null, sets: [] }, set("x", "2030-03-15T20:00", null), name)).toMatchObject({
    code: "after_end",
  });
});

test("doors open before the first set and at most 12 h early; the curfew comes after every set", () => {
  const sets = [set("a", "2030-03-14T22:30", "2030-03-15T00:00")];
  expect(checkDoors(night, "2030-03-14T21:00", sets)).toBeNull();
  expect(checkDoors(night, "2030-03-14T09:00", sets)).toMatchObject({ code: "doors_range" });
  expect(checkDoors(night, "2030-03-14T23:00", sets)).toMatchObject({ code: "doors_after_set" });
  expect(checkCurfew(night, "2030-03-15T00:30", sets)).toBeNull();
  expect(checkCurfew(night, "2030-03-14T23:30", sets)).toMatchObject({ code: "curfew_before_set" });
  expect(checkCurfew(night, "2030-03-15T06:00", sets)).toMatchObject({ code: "curfew_range" });
});

test("stages in order of first appearance, one for unnamed and differently cased; posters list main acts first", () => {
  expect(
    stagesOf([
      set("a", "2030-03-14T23:00", null, "Bar"),
      set("b", "2030-03-14T22:00", null),
      set("c", "2030-03-14T23:30", null, "bar "),
    ]),
  ).toEqual(["", "Bar"]);
  const list = [{ role: "guest" as const }, { role: "support" as const }, { role: "main" as const }];
  expect(posterOrder(list).map((p) => p.role)).toEqual(["main", "support", "guest"]);
});
