import { expect, test } from "vitest";
import { localToUtcMs } from "~/core/dates/zoned.ts";
import { type IcsEvent, MAX_FEED_BYTES, PRODID, writeCalendar } from "./calendar.ts";
import { children, parseCalendar, prop, props } from "./parse.ts";
import { resolveLocal } from "./resolve.test-helper.ts";

const T = (local: string, tz: string) => localToUtcMs(local, tz);
const base = (over: Partial<IcsEvent>): IcsEvent => ({
  uid: "e1@example.test",
  sequence: 0,
  startMs: T("2025-03-14T20:00", "Europe/Berlin"),
  endMs: T("2025-03-14T23:00", "Europe/Berlin"),
  tz: "Europe/Berlin",
  allDay: false,
  summary: "Show",
  status: "CONFIRMED",
  lastModifiedMs: Date.parse("2025-02-01T10:00:00Z"),
  ...over,
});
const write = (events: IcsEvent[], extra: { maxBytes?: number; nowMs?: number } = {}) =>
  writeCalendar({
    name: "The Band, live; dates",
    tz: "Europe/Berlin",
    events,
    stampMs: Date.parse("2025-03-01T12:00:00Z"),
    nowMs: extra.nowMs ?? Date.parse("2025-03-01T12:00:00Z"),
    maxBytes: extra.maxBytes,
  });

test("the calendar has the required properties and only CRLF line ends", () => {
  const { text } = write([base({})]);
  expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
  expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  for (const line of text.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  const cal = parseCalendar(text);
  expect(prop(cal, "PRODID")).toBe(PRODID);
  expect(prop(cal, "VERSION")).toBe("2.0");
  expect(prop(cal, "CALSCALE")).toBe("GREGORIAN");
  expect(prop(cal, "METHOD")).toBe("PUBLISH");
  expect(prop(cal, "X-WR-CALNAME")).toBe("The Band, live; dates");
  expect(text).toContain("X-WR-CALNAME:The Band\\, live\\; dates\r\n");
});

test("a timed event carries every field, with its zone", () => {
  const { text } = write([
    base({
      sequence: 3,
      summary: "Release show, with guests; €15",
      description: "Doors 19:00.\nAll ages, \\ welcome.",
      location: "Club, Hauptstr. 1, Berlin",
      geo: { lat: 52.520008, lon: 13.404954 },
      url: "https://band.example/events/release-show",
      createdMs: Date.parse("2025-01-01T00:00:00Z"),
    }),
  ]);
  const ev = children(parseCalendar(text), "VEVENT")[0]!;
  expect(prop(ev, "UID")).toBe("e1@example.test");
  expect(prop(ev, "SEQUENCE")).toBe("3");
  expect(prop(ev, "DTSTAMP")).toBe("20250301T120000Z");
  expect(prop(ev, "CREATED")).toBe("20250101T000000Z");
  expect(prop(ev, "LAST-MODIFIED")).toBe("20250201T100000Z");
  expect(props(ev, "DTSTART")[0]).toEqual({
    name: "DTSTART",
    params: { TZID: "Europe/Berlin" },
    value: "20250314T200000",
  });
  expect(props(ev, "DTEND")[0]!.value).toBe("20250314T230000");
  expect(prop(ev, "SUMMARY")).toBe("Release show, with guests; €15");
  expect(prop(ev, "DESCRIPTION")).toBe("Doors 19:00.\nAll ages, \\ welcome.");
  expect(prop(ev, "LOCATION")).toBe("Club, Hauptstr. 1, Berlin");
  expect(prop(ev, "GEO")).toBe("52.520008;13.404954");
  expect(prop(ev, "URL")).toBe("https://band.example/events/release-show");
  expect(prop(ev, "STATUS")).toBe("CONFIRMED");
});

test("cancelled and postponed events carry their STATUS", () => {
  const { text } = write([
    base({ uid: "a@x", status: "CANCELLED" }),
    base({ uid: "b@x", status: "TENTATIVE", startMs: T("2025-03-15T20:00", "Europe/Berlin"), endMs: null }),
  ]);
  const evs = children(parseCalendar(text), "VEVENT");
  expect(evs.map((e) => [prop(e, "UID"), prop(e, "STATUS"), prop(e, "TRANSP")])).toEqual([
    ["a@x", "CANCELLED", "TRANSPARENT"],
    ["b@x", "TENTATIVE", "OPAQUE"],
  ]);
  expect(props(evs[1]!, "DTEND")).toEqual([]);
});

test("all-day events use VALUE=DATE with an exclusive end", () => {
  const tz = "America/New_York";
  const { text } = write([
    base({ uid: "one@x", allDay: true, tz, startMs: T("2025-03-14T00:00", tz), endMs: null }),
    base({ uid: "three@x", allDay: true, tz, startMs: T("2025-03-29T00:00", tz), endMs: T("2025-03-31T00:00", tz) }),
  ]);
  const evs = children(parseCalendar(text), "VEVENT");
  expect(evs.map((e) => [props(e, "DTSTART")[0], props(e, "DTEND")[0]!.value])).toEqual([
    [{ name: "DTSTART", params: { VALUE: "DATE" }, value: "20250314" }, "20250315"],
    [{ name: "DTSTART", params: { VALUE: "DATE" }, value: "20250329" }, "20250401"],
  ]);
  // All-day dates are floating: no VTIMEZONE is needed for them.
  expect(children(parseCalendar(text), "VTIMEZONE")).toEqual([]);
});

test("one VTIMEZONE per zone used, and every time reads back to the right instant", () => {
  const zones = ["Europe/Berlin", "America/New_York", "Australia/Lord_Howe", "Asia/Kolkata"];
  const locals = [
    "2025-03-08T20:00",
    "2025-03-30T20:00",
    "2025-04-06T01:45",
    "2025-10-05T20:00",
    "2025-11-02T01:30",
    "2025-12-20T20:00",
  ];
  const events = zones.flatMap((tz, z) =>
    locals.map((l, i) => base({ uid: `${z}-${i}@x`, tz, startMs: T(l, tz), endMs: T(l, tz) + 7_200_000 })),
  );
  const cal = parseCalendar(write(events).text);
  const vtzs = children(cal, "VTIMEZONE");
  expect(vtzs.map((v) => prop(v, "TZID")).sort()).toEqual([...zones].sort());
  const byId = new Map(vtzs.map((v) => [prop(v, "TZID")!, v]));
  const vevents = children(cal, "VEVENT");
  expect(vevents).toHaveLength(events.length);
  for (const ev of vevents) {
    const start = props(ev, "DTSTART")[0]!;
    const original = events.find((e) => e.uid === prop(ev, "UID"))!;
    expect(resolveLocal(byId.get(start.params.TZID!)!, start.value), original.uid).toBe(original.startMs);
    const end = props(ev, "DTEND")[0]!;
    expect(resolveLocal(byId.get(end.params.TZID!)!, end.value), original.uid).toBe(original.endMs);
  }
});

test("a time typed into a DST gap is written as the normalised wall time", () => {
  const ev = children(
    parseCalendar(write([base({ startMs: T("2025-03-30T02:30", "Europe/Berlin"), endMs: null })]).text),
    "VEVENT",
  )[0]!;
  expect(prop(ev, "DTSTART")).toBe("20250330T033000");
});

test("an instant in the second pass of a fall-back hour is written in UTC", () => {
  // 01:30 EST on 2 Nov 2025 (the second 01:30 in New York) = 06:30Z.
  const second = Date.parse("2025-11-02T06:30:00Z");
  const ev = children(
    parseCalendar(write([base({ tz: "America/New_York", startMs: second, endMs: second + 3_600_000 })]).text),
    "VEVENT",
  )[0]!;
  expect(props(ev, "DTSTART")[0]).toEqual({ name: "DTSTART", params: {}, value: "20251102T063000Z" });
  expect(props(ev, "DTEND")[0]).toEqual({
    name: "DTEND",
    params: { TZID: "America/New_York" },
    value: "20251102T023000",
  });
});

test("UTC events are written with Z and need no VTIMEZONE", () => {
  const cal = parseCalendar(
    write([base({ tz: "UTC", startMs: Date.parse("2025-03-14T20:00:00Z"), endMs: null })]).text,
  );
  expect(props(children(cal, "VEVENT")[0]!, "DTSTART")[0]).toEqual({
    name: "DTSTART",
    params: {},
    value: "20250314T200000Z",
  });
  expect(children(cal, "VTIMEZONE")).toEqual([]);
});

test("the size guard keeps the feed under the limit, dropping old past events before near future ones", () => {
  const now = Date.parse("2025-06-01T00:00:00Z");
  const day = 86_400_000;
  const events = Array.from({ length: 400 }, (_, i) =>
    base({
      uid: `ev-${i}@x`,
      startMs: now + (i - 200) * day, // 200 past, 200 ahead
      endMs: now + (i - 200) * day + 3_600_000,
      description: "Long text ".repeat(40),
    }),
  );
  const full = write(events, { nowMs: now });
  expect(full.omitted).toBe(0);
  const limit = Math.floor(full.bytes * 0.6);
  const r = write(events, { maxBytes: limit, nowMs: now });
  expect(r.bytes).toBeLessThanOrEqual(limit);
  expect(r.bytes).toBe(new TextEncoder().encode(r.text).length);
  expect(r.omitted).toBeGreaterThan(0);
  const uids = children(parseCalendar(r.text), "VEVENT").map((e) => prop(e, "UID"));
  expect(uids).toHaveLength(r.included);
  // Every upcoming event survives (they fill about half); the oldest past ones went first.
  for (let i = 200; i < 400; i++) expect(uids).toContain(`ev-${i}@x`);
  expect(uids).toContain("ev-199@x");
  expect(uids).not.toContain("ev-0@x");
  expect(MAX_FEED_BYTES).toBe(1_000_000);
});
