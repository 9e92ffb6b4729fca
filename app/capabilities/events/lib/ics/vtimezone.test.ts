import { expect, test } from "vitest";
import { localToUtcMs } from "~/core/dates/zoned.ts";
import { type Component, children, parseCalendar, prop } from "./parse.ts";
import { resolveLocal } from "./resolve.test-helper.ts";
import { CRLF } from "./text.ts";
import { vtimezone } from "./vtimezone.ts";

const from = Date.parse("2025-01-10T00:00:00Z");
const to = Date.parse("2026-02-10T00:00:00Z");

function parsed(tz: string, a = from, b = to): Component {
  const cal = parseCalendar(["BEGIN:VCALENDAR", ...vtimezone(tz, a, b), "END:VCALENDAR", ""].join(CRLF));
  return children(cal, "VTIMEZONE")[0]!;
}
const summary = (vtz: Component) =>
  vtz.components.map((c) => [
    c.name,
    prop(c, "DTSTART"),
    prop(c, "TZOFFSETFROM"),
    prop(c, "TZOFFSETTO"),
    prop(c, "TZNAME") ?? null,
  ]);

test("Europe/Berlin: the change before the window and both changes inside it", () => {
  const vtz = parsed("Europe/Berlin");
  expect(prop(vtz, "TZID")).toBe("Europe/Berlin");
  expect(summary(vtz)).toEqual([
    ["STANDARD", "20241027T030000", "+0200", "+0100", "CET"],
    ["DAYLIGHT", "20250330T020000", "+0100", "+0200", "CEST"],
    ["STANDARD", "20251026T030000", "+0200", "+0100", "CET"],
  ]);
});

test("America/New_York", () => {
  expect(summary(parsed("America/New_York"))).toEqual([
    ["STANDARD", "20241103T020000", "-0400", "-0500", "EST"],
    ["DAYLIGHT", "20250309T020000", "-0500", "-0400", "EDT"],
    ["STANDARD", "20251102T020000", "-0400", "-0500", "EST"],
  ]);
});

test("Australia/Lord_Howe: thirty-minute changes", () => {
  expect(summary(parsed("Australia/Lord_Howe"))).toEqual([
    ["DAYLIGHT", "20241006T020000", "+1030", "+1100", "LHDT"],
    ["STANDARD", "20250406T020000", "+1100", "+1030", "LHST"],
    ["DAYLIGHT", "20251005T020000", "+1030", "+1100", "LHDT"],
  ]);
});

test("Asia/Kolkata: no DST, one STANDARD component", () => {
  expect(summary(parsed("Asia/Kolkata"))).toEqual([["STANDARD", "19700101T000000", "+0530", "+0530", "IST"]]);
});

test("a strict client reading times through the block gets the right instants", () => {
  for (const tz of ["Europe/Berlin", "America/New_York", "Australia/Lord_Howe", "Asia/Kolkata"]) {
    const vtz = parsed(tz);
    for (const local of [
      "2025-01-15T20:00",
      "2025-03-29T23:00",
      "2025-04-06T12:00",
      "2025-07-14T20:00",
      "2025-10-05T04:00",
      "2025-11-02T12:00",
      "2025-12-31T23:30",
    ]) {
      const icsLocal = local.replace(/[-:]/g, "") + "00";
      expect(resolveLocal(vtz, icsLocal), `${tz} ${local}`).toBe(localToUtcMs(local, tz));
    }
  }
});
