/** Marquee's per-date feed entries made one series again (lib/import/marquee-series.ts). */
import { expect, test } from "vitest";
import { inferRule, marqueeKey, regroupMarqueeSeries } from "./marquee-series.ts";
import type { ImportedEvent } from "./types.ts";

const base: ImportedEvent = {
  key: "",
  title: "Jam",
  description: "",
  location: "Club",
  geo: null,
  tickets: [],
  startLocal: "",
  endLocal: null,
  tz: "Europe/Berlin",
  allDay: false,
  rule: null,
  status: "scheduled",
  line: 1,
};
const at = (key: string, start: string, over: Partial<ImportedEvent> = {}): ImportedEvent => ({
  ...base,
  key,
  startLocal: start,
  ...over,
});

test("keys from Marquee's UIDs", () => {
  expect(marqueeKey("AbC-x_9-20300305@band.example")).toEqual({ series: "AbC-x_9@band.example", key: "2030-03-05" });
  expect(marqueeKey("AbC@band.example")).toBeNull();
  expect(marqueeKey("AbC-20301345@band.example")).toBeNull();
});

test("the rule with the fewest dates left out: weekly, every other week, several weekdays, monthly by weekday or last weekday", () => {
  expect(inferRule(["2030-03-05", "2030-03-12", "2030-03-26"])).toEqual({
    freq: "weekly",
    interval: 1,
    weekdays: [2],
    until: "2030-03-26",
    skip: ["2030-03-19"],
  });
  expect(inferRule(["2030-03-05", "2030-03-19", "2030-04-02"])).toEqual({
    freq: "weekly",
    interval: 2,
    weekdays: [2],
    until: "2030-04-02",
  });
  expect(inferRule(["2030-03-05", "2030-03-07", "2030-03-12", "2030-03-14"])).toEqual({
    freq: "weekly",
    interval: 1,
    weekdays: [2, 4],
    until: "2030-03-14",
  });
  expect(inferRule(["2030-01-10", "2030-02-14", "2030-03-14"])).toEqual({
    freq: "monthly",
    interval: 1,
    monthly: { kind: "weekday", weekday: 4, ordinal: 2 },
    until: "2030-03-14",
  });
  // Marquee's "the 31st" is the month's last day (ADR 0102).
  expect(inferRule(["2030-01-31", "2030-02-28", "2030-03-31"])).toEqual({
    freq: "monthly",
    interval: 1,
    monthly: { kind: "day", day: 31 },
    until: "2030-03-31",
  });
  expect(inferRule(["2030-01-25", "2030-02-22", "2030-03-29"])).toEqual({
    freq: "monthly",
    interval: 1,
    monthly: { kind: "weekday", weekday: 5, ordinal: -1 },
    until: "2030-03-29",
  });
  // Scattered dates are no series.
  expect(inferRule(["2030-01-01", "2030-01-02", "2030-03-30"])).toBeNull();
});

test("a moved date becomes a move; dates that differ in more than their start stay single", () => {
  const out = regroupMarqueeSeries([
    at("E1-20300305@h", "2030-03-05T20:00", { endLocal: "2030-03-05T22:00" }),
    at("E1-20300312@h", "2030-03-13T21:00", { endLocal: "2030-03-13T23:00" }),
    at("E1-20300319@h", "2030-03-19T20:00", { endLocal: "2030-03-19T22:00" }),
    at("E2-20300305@h", "2030-03-05T20:00"),
    at("E2-20300312@h", "2030-03-12T20:00", { title: "Other" }),
    at("single@h", "2030-04-01T20:00"),
  ]);
  expect(out.find((e) => e.key === "E1@h")).toMatchObject({
    startLocal: "2030-03-05T20:00",
    endLocal: "2030-03-05T22:00",
    rule: {
      freq: "weekly",
      interval: 1,
      weekdays: [2],
      until: "2030-03-19",
      moves: [{ date: "2030-03-12", to: "2030-03-13T21:00" }],
    },
  });
  expect(out.map((e) => e.key).sort()).toEqual(["E1@h", "E2-20300305@h", "E2-20300312@h", "single@h"]);
});
