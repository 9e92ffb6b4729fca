import { expect, test } from "vitest";
import { formatLatLng, isLatitude, isLatLng, isLongitude, latLngOf, roundCoordinate } from "./coordinates.ts";
import { parseCoordinate, parseLatLng } from "./coordinates-parse.ts";

test("latitude accepts -90…90 finite numbers only", () => {
  for (const ok of [-90, -0, 0, 52.52, 90]) expect(isLatitude(ok)).toBe(true);
  for (const bad of [-90.0001, 90.0001, 180, NaN, Infinity, -Infinity, "52", null, undefined])
    expect(isLatitude(bad)).toBe(false);
});

test("longitude accepts -180…180 finite numbers only", () => {
  for (const ok of [-180, 0, 13.405, 180]) expect(isLongitude(ok)).toBe(true);
  for (const bad of [-180.5, 180.0001, NaN, Infinity, "13", null]) expect(isLongitude(bad)).toBe(false);
});

test("isLatLng needs both in range; latLngOf gives null for missing or broken values", () => {
  expect(isLatLng(52.5, 13.4)).toBe(true);
  expect(isLatLng(95, 13.4)).toBe(false);
  expect(latLngOf({ latitude: 52.5, longitude: 13.4 })).toEqual({ lat: 52.5, lng: 13.4 });
  expect(latLngOf({ latitude: 52.5, longitude: null })).toBeNull();
  expect(latLngOf({ latitude: null, longitude: null })).toBeNull();
  expect(latLngOf({})).toBeNull();
  expect(latLngOf({ latitude: NaN, longitude: 1 })).toBeNull();
  // 0,0 is a real place (Null Island), not "missing".
  expect(latLngOf({ latitude: 0, longitude: 0 })).toEqual({ lat: 0, lng: 0 });
});

test("rounding keeps 6 decimals and never prints -0", () => {
  expect(roundCoordinate(52.520008123)).toBe(52.520008);
  expect(Object.is(roundCoordinate(-0.0000001), 0)).toBe(true);
  expect(formatLatLng({ lat: 52.5200081, lng: -0.1276 })).toBe("52.520008,-0.1276");
});

test.each([
  ["52.52, 13.405", 52.52, 13.405],
  ["52.52,13.405", 52.52, 13.405],
  ["  52.52   13.405 ", 52.52, 13.405],
  ["52,52; 13,405", 52.52, 13.405],
  ["52,52 13,405", 52.52, 13.405],
  ["-33.8568, 151.2153", -33.8568, 151.2153],
  ["−33.8568, 151.2153", -33.8568, 151.2153],
  ["+40.7, -74", 40.7, -74],
  ["geo:52.52,13.405", 52.52, 13.405],
  ["geo:52.52,13.405;u=35", 52.52, 13.405],
  ["52.52° N, 13.405° E", 52.52, 13.405],
  ["33.8568 S 151.2153 E", -33.8568, 151.2153],
  ["40.7128° N, 74.0060° W", 40.7128, -74.006],
  ["N 40.7 W 74", 40.7, -74],
  ["13.405 E, 52.52 N", 52.52, 13.405],
  ["13.405E 52.52", 52.52, 13.405],
  ["52.52/13.405", 52.52, 13.405],
  ["52.520008123, 13.404954987", 52.520008, 13.404955],
  ["90, 180", 90, 180],
])("parseLatLng(%j)", (input, lat, lng) => {
  expect(parseLatLng(input)).toEqual({ ok: true, value: { lat, lng } });
});

test.each([
  ["", "Enter a latitude"],
  ["52.52", "two numbers"],
  ["hello, world", "two numbers"],
  ["91, 13", "Latitude must be"],
  ["52, 181", "Longitude must be"],
  ["-52 S, 13 E", "not both"],
  ["52 N, 13 N", "one latitude"],
  ["13 E, 52 W", "one latitude"],
  ["52,52,13,405", "decimal commas"],
  ["52.52, 13.405, 7", "two numbers"],
  ["1e3, 5", "two numbers"],
  ["Infinity, 5", "two numbers"],
  ["52.52 13.405 <script>", "two numbers"],
])("parseLatLng(%j) refuses with a clear message", (input, message) => {
  const r = parseLatLng(input);
  expect(r.ok).toBe(false);
  if (!r.ok) expect(r.error).toContain(message);
});

test("parseCoordinate reads one field, with a decimal point or comma", () => {
  expect(parseCoordinate("52.52", "lat")).toBe(52.52);
  expect(parseCoordinate(" 52,52 ", "lat")).toBe(52.52);
  expect(parseCoordinate("-74", "lng")).toBe(-74);
  expect(parseCoordinate("120", "lat")).toBeNull();
  expect(parseCoordinate("120", "lng")).toBe(120);
  expect(parseCoordinate("181", "lng")).toBeNull();
  expect(parseCoordinate("", "lat")).toBeNull();
  expect(parseCoordinate("12abc", "lat")).toBeNull();
  expect(parseCoordinate("0x10", "lat")).toBeNull();
});
