import { expect, test } from "vitest";
import { AppError } from "~/core/errors.ts";
import { registerCapabilities } from "~/core/capability.server.ts";
import { studioTranslatorFor } from "~/core/i18n/studio.server.ts";
import events from "../capability.server.ts";
import {
  DATE_RANGE_MESSAGE,
  assertEventTiming,
  inEventRange,
  localInEventRange,
  timingOutOfRange,
} from "./date-range.ts";

const timing = (over: Partial<Parameters<typeof timingOutOfRange>[0]> = {}) => ({
  startLocal: "2030-01-01T20:00",
  endLocal: null,
  rule: null,
  ...over,
});

test("the range is 1900-01-01 to 2200-12-31, real dates only", () => {
  expect(["1900-01-01", "2025-02-28", "2200-12-31"].map(inEventRange)).toEqual([true, true, true]);
  expect(
    ["1899-12-31", "2201-01-01", "9999-12-31", "10000-01-01", "2025-02-30", "", "2025-1-1"].map(inEventRange),
  ).toEqual([false, false, false, false, false, false, false]);
  expect([
    localInEventRange("2200-12-31T23:59"),
    localInEventRange("2201-01-01T00:00"),
    localInEventRange("2030-01-01"),
  ]).toEqual([true, false, false]);
});

test("a timing outside the range names the field of its first bad date", () => {
  expect(timingOutOfRange(timing())).toBeNull();
  expect(timingOutOfRange(timing({ startLocal: "9999-12-31T00:00" }))).toEqual({
    field: "start_date",
    message: DATE_RANGE_MESSAGE,
  });
  // With the studio translator: the user's studio language (the form and the services share it).
  registerCapabilities([events]);
  expect(timingOutOfRange(timing({ startLocal: "9999-12-31T00:00" }), studioTranslatorFor("de").t)?.message).toBe(
    "Gib ein Datum zwischen 1900 und 2200 ein.",
  );
  expect(timingOutOfRange(timing({ startLocal: "9999-12-31T00:00" }), studioTranslatorFor("en").t)?.message).toBe(
    DATE_RANGE_MESSAGE,
  );
  expect(timingOutOfRange(timing({ endLocal: "2201-01-01T01:00" }))?.field).toBe("end_date");
  expect(timingOutOfRange(timing({ rule: { freq: "weekly", interval: 1, until: "2201-01-01" } }))?.field).toBe("until");
  expect(timingOutOfRange(timing({ rule: { freq: "weekly", interval: 1, skip: ["1899-01-01"] } }))?.field).toBe("skip");
  expect(
    timingOutOfRange(
      timing({ rule: { freq: "weekly", interval: 1, moves: [{ date: "2030-01-08", to: "2201-01-01T20:00" }] } }),
    )?.field,
  ).toBe("moves");
});

test("services refuse it with the catalogue's invalid (400) under the field, never a RangeError", () => {
  expect(() => assertEventTiming(timing())).not.toThrow();
  let thrown: unknown;
  try {
    assertEventTiming(timing({ startLocal: "9999-12-31T00:00" }));
  } catch (e) {
    thrown = e;
  }
  expect(thrown).toBeInstanceOf(AppError);
  expect(thrown).toMatchObject({
    code: "invalid",
    status: 400,
    field: "start_date",
    message: "Enter a date between 1900 and 2200.",
  });
});
