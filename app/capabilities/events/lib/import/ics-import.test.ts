/**
 * iCalendar files as the events an import would write: the shapes Google
 * Calendar, Outlook and Apple Calendar produce and the RFC 5545 examples
 * (fixtures/), time zones from TZID and VTIMEZONE, rules Marquee can say and
 * ones it expands, and every kind of bad input with its reason.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { registerCapabilities } from "~/core/capability.server.ts";
import { studioTranslatorFor } from "~/core/i18n/studio.server.ts";
import events from "../../capability.server.ts";
import { ImportFileError, readIcsImport } from "./ics-import.ts";
import { MAX_IMPORT_DATES } from "./ics-rule.ts";
import { type ImportText, sayImport } from "./messages.ts";
import type { ImportedEvent } from "./types.ts";

registerCapabilities([events]);
/** A reason, note or message in the studio's English (or German) words. */
const en = (text: ImportText | string | undefined) => sayImport(studioTranslatorFor("en").t, text ?? "");
const de = (text: ImportText | string | undefined) => sayImport(studioTranslatorFor("de").t, text ?? "");
const fileError = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    if (e instanceof ImportFileError) return e.said;
    throw e;
  }
  throw new Error("no ImportFileError");
};

const fixture = (name: string) => readFileSync(join(import.meta.dirname, "fixtures", name), "utf8");
const NOW = Date.parse("2030-01-01T00:00:00Z");
const read = (text: string, siteTz = "Europe/London") => readIcsImport(text, { siteTz, nowMs: NOW });
const byKey = (events: ImportedEvent[]) => new Map(events.map((e) => [e.key, e]));
const cal = (...lines: string[]) =>
  ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//EN", ...lines, "END:VCALENDAR"].join("\r\n") + "\r\n";
const vevent = (...lines: string[]) => ["BEGIN:VEVENT", "DTSTAMP:20300101T000000Z", ...lines, "END:VEVENT"];

test("Google: a weekly series keeps its rule; EXDATE skips, a moved date moves, a cancelled date is its own cancelled event", () => {
  const r = read(fixture("google-weekly.ics"));
  expect(r.name).toBe("Band dates");
  expect(r.unreadable).toEqual([]);
  const e = byKey(r.events);
  expect(e.get("weekly-jam@google.com")).toMatchObject({
    title: "Tuesday Jam",
    startLocal: "2030-03-05T20:00",
    endLocal: "2030-03-05T22:30",
    tz: "Europe/Berlin",
    location: "Lantern Hall, Oranienstraße 25, 10999 Berlin",
    description: "Open jam session, bring your instrument.\nEveryone welcome.",
    status: "scheduled",
    rule: {
      freq: "weekly",
      interval: 1,
      weekdays: [2],
      count: 6,
      skip: ["2030-03-19", "2030-03-26"],
      moves: [{ date: "2030-03-12", to: "2030-03-13T21:00" }],
    },
  });
  expect(e.get("weekly-jam@google.com#2030-03-19")).toMatchObject({
    status: "cancelled",
    startLocal: "2030-03-19T20:00",
    rule: null,
  });
  // A UTC time is the same instant, in the calendar's zone (X-WR-TIMEZONE).
  expect(e.get("release-show@google.com")).toMatchObject({
    startLocal: "2030-04-04T20:00",
    endLocal: "2030-04-04T23:00",
    tz: "Europe/Berlin",
  });
  expect(r.events).toHaveLength(3);
});

test("Outlook: Windows zone names and a customised VTIMEZONE become IANA zones; monthly 1st Thursday until a UTC instant", () => {
  const r = read(fixture("outlook.ics"));
  expect(r.unreadable).toEqual([]);
  const [choir, festival, ny] = [...r.events]
    .sort((a, b) => (a.title < b.title ? -1 : 1))
    .filter((x) => x) as ImportedEvent[];
  expect(choir).toMatchObject({
    title: "Choir rehearsal",
    tz: "Europe/Berlin",
    startLocal: "2030-01-03T19:00",
    rule: { freq: "monthly", monthly: { kind: "weekday", weekday: 4, ordinal: 1 }, until: "2030-12-01" },
  });
  // The folded UID is unfolded whole.
  expect(choir!.key).toMatch(/^040000008200E00074C5B7101A82E008.*D4E5$/);
  expect(festival).toMatchObject({
    title: "Festival weekend",
    allDay: true,
    startLocal: "2030-07-12T00:00",
    endLocal: "2030-07-14T00:00",
  });
  // "Customized Time Zone" with US rules (−5/−4): matched by its offsets.
  expect(ny).toMatchObject({ title: "New York gig", tz: "America/New_York", startLocal: "2030-06-15T20:00" });
});

test("Apple: folded LOCATION and UTF-8 text, the URL kept in the description; every-other-week UNTIL a UTC instant", () => {
  const r = read(fixture("apple.ics"));
  const e = byKey(r.events);
  expect(e.get("5B1E5D3C-4C2A-4F1E-9E5A-2D7C1B9A8F01")).toMatchObject({
    title: "Café Résidence – acoustic set",
    tz: "America/Los_Angeles",
    startLocal: "2030-09-20T21:00",
    location: "Hotel Café, 1623 N Cahuenga Blvd, Los Angeles CA 90028, United States",
    geo: { lat: 34.101, lon: -118.329 },
    description: "Just the two of us, unplugged.\n\nhttps://hotelcafe.example/shows/42",
  });
  // UNTIL 2030-03-30T07:59:59Z is 00:59 on the 30th in Los Angeles: the 30th's 11:00 brunch is after it.
  expect(e.get("apple-every-other-sunday")?.rule).toEqual({ freq: "weekly", interval: 2, until: "2030-03-29" });
});

test("RFC 5545 examples: floating times in the site's zone, DATE values all day, RDATE and DAILY as dates, last Sunday as a rule", () => {
  const r = read(fixture("rfc5545.ics"), "Europe/Paris");
  expect(r.unreadable).toEqual([]);
  const e = byKey(r.events);
  expect(e.get("guid-1.example.com")).toMatchObject({
    tz: "America/New_York",
    startLocal: "1998-03-12T08:30",
    endLocal: "1998-03-12T09:30",
    description: "Project XYZ Review Meeting",
  });
  expect(e.get("rfc-floating@example.com")).toMatchObject({
    tz: "Europe/Paris",
    startLocal: "1998-01-18T23:00",
    endLocal: "1998-01-19T00:00",
  });
  expect(e.get("20070423T123432Z-541111@example.com")).toMatchObject({
    allDay: true,
    startLocal: "2007-06-28T00:00",
    endLocal: "2007-07-08T00:00",
  });
  expect(e.get("rfc-last-sunday@example.com")?.rule).toEqual({
    freq: "monthly",
    interval: 1,
    monthly: { kind: "weekday", weekday: 7, ordinal: -1 },
    count: 6,
  });
  const daily = r.events.filter((x) => x.key.startsWith("rfc-daily-ten@example.com#"));
  expect(daily.map((x) => x.startLocal)).toEqual(
    Array.from({ length: 10 }, (_, i) => `1997-09-${String(2 + i).padStart(2, "0")}T09:00`),
  );
  expect(en(daily[0]!.note)).toMatch(/single dates: daily repeats/);
  expect(r.events.filter((x) => x.key.startsWith("rfc-rdate@example.com#")).map((x) => x.startLocal)).toEqual([
    "1997-07-14T14:30",
    "1997-07-15T14:30",
  ]);
  expect(e.get("rfc-cancelled@example.com")?.status).toBe("cancelled");
  // Yearly with no end: the dates of the next 12 months.
  const anniversary = r.events.filter((x) => x.title === "Our Blissful Anniversary");
  expect(anniversary.map((x) => x.startLocal)).toEqual(["2030-11-03T00:00"]);
  expect(en(anniversary[0]!.note)).toMatch(/next 12 months/);
});

test("a VEVENT with 100,000 occurrences is unreadable with the reason; the rest of the file imports", () => {
  const r = read(
    cal(
      ...vevent("UID:many", "SUMMARY:Forever", "DTSTART:20300101T100000Z", "RRULE:FREQ=DAILY;COUNT=100000"),
      ...vevent(
        "UID:many-weekly",
        "SUMMARY:Weekly forever",
        "DTSTART:20300101T100000Z",
        "RRULE:FREQ=WEEKLY;UNTIL=22000101T000000Z",
      ),
      ...vevent(
        "UID:many-until",
        "SUMMARY:Daily for decades",
        "DTSTART:20300101T100000Z",
        "RRULE:FREQ=DAILY;UNTIL=20900101T000000Z",
      ),
      ...vevent("UID:ok", "SUMMARY:Fine", "DTSTART:20300101T100000Z"),
    ),
  );
  expect(r.events.map((e) => e.key)).toEqual(["ok"]);
  expect(r.unreadable.map((u) => [u.label, en(u.reason)])).toEqual([
    ["Forever", "It repeats 100,000 times; one imported event may have at most 500 dates."],
    [
      "Weekly forever",
      `It repeats more than ${MAX_IMPORT_DATES} times; one imported event may have at most 500 dates.`,
    ],
    [
      "Daily for decades",
      `It repeats more than ${MAX_IMPORT_DATES} times; one imported event may have at most 500 dates.`,
    ],
  ]);
});

test("broken folding spoils only its VEVENT, named by line; an unclosed VEVENT and a missing DTSTART say so", () => {
  const text = cal(
    ...vevent("UID:a", "SUMMARY:Good", "DTSTART:20300101T200000Z"),
    "BEGIN:VEVENT",
    "UID:b",
    "SUMMARY:Broken",
    "DESCRIPTION:a long text that was folded",
    "without the leading space",
    "DTSTART:20300102T200000Z",
    "END:VEVENT",
    ...vevent("UID:c", "SUMMARY:No start"),
    ...vevent("UID:d", "SUMMARY:Bad date", "DTSTART:2030-01-02"),
    ...vevent("UID:e", "SUMMARY:Unknown zone", "DTSTART;TZID=Mars/Olympus:20300102T200000"),
    ...vevent("UID:f", "SUMMARY:Hourly", "DTSTART:20300102T200000Z", "RRULE:FREQ=HOURLY"),
    ...vevent("UID:g", "SUMMARY:Backwards", "DTSTART:20300102T200000Z", "DTEND:20300102T190000Z"),
    ...vevent("UID:h", "DTSTART:20300102T200000Z"),
    ...vevent("UID:i", "SUMMARY:Far future", "DTSTART:99990102T200000Z"),
    "BEGIN:VEVENT",
    "UID:z",
    "SUMMARY:Cut off",
  );
  const r = read(text.replace("END:VCALENDAR\r\n", ""));
  expect(r.events.map((e) => e.key)).toEqual(["a"]);
  const reasons = Object.fromEntries(r.unreadable.map((u) => [u.label, en(u.reason)]));
  expect(reasons.Broken).toMatch(
    /^line 14: A line has no “:” \(without the leading space…\) — folded lines must start with a space\.$/,
  );
  expect(reasons["No start"]).toBe("It has no start (DTSTART).");
  expect(reasons["Bad date"]).toBe("Its date or time “2030-01-02” can't be read.");
  expect(reasons["Unknown zone"]).toBe(
    "Its time zone “Mars/Olympus” is not known and the file does not describe it (VTIMEZONE).",
  );
  expect(reasons.Hourly).toBe("It repeats hourly; Marquee can import at most daily repeats.");
  expect(reasons.Backwards).toBe("It ends before it starts.");
  expect(reasons.h).toBe("It has no title (SUMMARY).");
  expect(reasons["Far future"]).toBe("Its date is outside the years 1900–2200.");
  expect(reasons["Cut off"]).toBe("The file ends inside VEVENT (cut off, or an END line is missing).");
  expect(r.notes.map(en)).toEqual(["The file ends inside VCALENDAR (cut off, or an END line is missing)."]);
  // The same reasons in the German studio: kept as keys, worded when shown.
  const german = Object.fromEntries(r.unreadable.map((u) => [u.label, de(u.reason)]));
  expect(german.Broken).toBe(
    "Zeile 14: Einer Zeile fehlt der „:“ (without the leading space…) – umbrochene Zeilen müssen mit einem Leerzeichen beginnen.",
  );
  expect(german.Hourly).toBe(
    "Er wiederholt sich stündlich; Marquee kann höchstens tägliche Wiederholungen importieren.",
  );
  expect(german["Far future"]).toBe("Sein Datum liegt außerhalb der Jahre 1900–2200.");
  expect(r.notes.map(de)).toEqual([
    "Die Datei endet innerhalb von VCALENDAR (abgeschnitten, oder eine END-Zeile fehlt).",
  ]);
});

test("not a calendar, or a calendar without events, is a message for the whole file", () => {
  expect(en(fileError(() => read("hello")))).toBe("No BEGIN:VCALENDAR found: this is not an iCalendar file.");
  expect(en(fileError(() => read(cal())))).toBe("The file has no events to import.");
  expect(de(fileError(() => read(cal())))).toBe("Die Datei enthält keine Termine zum Importieren.");
});

test("rules Marquee can't say are expanded: BYMONTHDAY=31 skips short months, a first date off its rule is kept first", () => {
  const r = read(
    cal(
      ...vevent(
        "UID:m31",
        "SUMMARY:Month end",
        "DTSTART;TZID=Europe/Berlin:20300131T200000",
        "RRULE:FREQ=MONTHLY;BYMONTHDAY=31;COUNT=3",
      ),
      ...vevent(
        "UID:off",
        "SUMMARY:Off rule",
        "DTSTART;TZID=Europe/Berlin:20300102T200000",
        "RRULE:FREQ=WEEKLY;BYDAY=FR;COUNT=3",
        "EXDATE;TZID=Europe/Berlin:20300111T200000",
      ),
    ),
  );
  expect(r.events.filter((e) => e.title === "Month end").map((e) => e.startLocal)).toEqual([
    "2030-01-31T20:00",
    "2030-03-31T20:00",
    "2030-05-31T20:00",
  ]);
  // RFC 5545: DTSTART is the first date even off the rule (and counts): Wed 2, Fri 4, (Fri 11 excluded).
  expect(r.events.filter((e) => e.title === "Off rule").map((e) => e.startLocal)).toEqual([
    "2030-01-02T20:00",
    "2030-01-04T20:00",
  ]);
  expect(r.events.every((e) => e.rule === null && e.tz === "Europe/Berlin")).toBe(true);
});

test("a changed date of a series that differs in more than its time becomes its own event; an orphan RECURRENCE-ID is a date of its own", () => {
  const r = read(
    cal(
      ...vevent("UID:s", "SUMMARY:Jam", "DTSTART;TZID=Europe/Berlin:20300105T200000", "RRULE:FREQ=WEEKLY;COUNT=3"),
      ...vevent(
        "UID:s",
        "RECURRENCE-ID;TZID=Europe/Berlin:20300112T200000",
        "SUMMARY:Jam with guests",
        "DTSTART;TZID=Europe/Berlin:20300112T200000",
      ),
      ...vevent("UID:lost", "RECURRENCE-ID:20300110T190000Z", "SUMMARY:Lonely", "DTSTART:20300110T190000Z"),
    ),
  );
  const e = byKey(r.events);
  expect(e.get("s")?.rule).toEqual({ freq: "weekly", interval: 1, count: 3, skip: ["2030-01-12"] });
  expect(e.get("s#2030-01-12")).toMatchObject({ title: "Jam with guests", rule: null });
  expect(e.get("lost#2030-01-10")).toMatchObject({ title: "Lonely" });
});

test("an open-ended series reads at any moment, not only on a whole minute (the window comes from the clock)", () => {
  const text = fixture("rfc5545.ics");
  const onTheMinute = readIcsImport(text, { siteTz: "Europe/Paris", nowMs: NOW });
  const withSeconds = readIcsImport(text, { siteTz: "Europe/Paris", nowMs: NOW + 21_345 });
  expect(withSeconds.unreadable).toEqual(onTheMinute.unreadable);
  expect(withSeconds.events.map((e) => e.key)).toEqual(onTheMinute.events.map((e) => e.key));
});
