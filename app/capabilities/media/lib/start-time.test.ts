import { expect, test } from "vitest";
import { formatStartTime, parseStartTime } from "./start-time.ts";

test("start times in the forms links use", () => {
  expect(parseStartTime("90")).toBe(90);
  expect(parseStartTime("90s")).toBe(90);
  expect(parseStartTime("1h2m3s")).toBe(3723);
  expect(parseStartTime("2m")).toBe(120);
  expect(parseStartTime("1h")).toBe(3600);
  expect(parseStartTime("1:02:03")).toBe(3723);
  expect(parseStartTime("01:30")).toBe(90);
  expect(parseStartTime("12.7")).toBe(12);
});

test("malformed or absurd start times are ignored", () => {
  for (const bad of [null, undefined, "", "0", "abc", "1:75", "-5", "1h2x", "999999", "1e5"]) {
    expect(parseStartTime(bad)).toBeUndefined();
  }
});

test("formats seconds the way YouTube links write them", () => {
  expect(formatStartTime(3723)).toBe("1h2m3s");
  expect(formatStartTime(60)).toBe("1m");
  expect(formatStartTime(5)).toBe("5s");
});
