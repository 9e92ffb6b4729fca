import { expect, test } from "vitest";
import { parseSubmission } from "~/core/validation/forms.ts";
import { eventFormSchema, parseMoves, parseStoredRule } from "./schemas.ts";
import { studioTranslatorFor } from "~/core/i18n/studio.server.ts";
import { registerCapabilities } from "~/core/capability.server.ts";
import events from "~/capabilities/events/capability.server.ts";

registerCapabilities([events]);
/** The form's messages in English (the studio catalogue). */
const tr = studioTranslatorFor("en");

const form = (fields: Record<string, string | string[]>, t = tr.t) => {
  const f = new URLSearchParams();
  const base: Record<string, string | string[]> = {
    title: "Release show",
    start_date: "2025-03-14",
    start_time: "20:00",
    time_zone: "Europe/Berlin",
    ...fields,
  };
  for (const [k, v] of Object.entries(base)) for (const x of Array.isArray(v) ? v : [v]) f.append(k, x);
  return parseSubmission(eventFormSchema(t, tr.intl), f);
};

test("a minimal event parses to local times in its zone", () => {
  const r = form({});
  expect(r.errors).toEqual({});
  expect(r.value).toMatchObject({
    title: "Release show",
    slug: "",
    startLocal: "2025-03-14T20:00",
    endLocal: null,
    tz: "Europe/Berlin",
    allDay: false,
    rule: null,
  });
});

test("SPEC §5 rules give one message per field and keep the input", () => {
  const r = form({
    title: "x".repeat(121),
    slug: "Bad Slug!",
    time_zone: "Mars/Olympus",
    ticket_url: "javascript:alert(1)",
    description: "d".repeat(20_001),
  });
  expect(r.ok).toBe(false);
  expect(Object.keys(r.errors).sort()).toEqual(["description", "slug", "ticket_url.0", "time_zone", "title"]);
  expect(r.input.title).toBe("x".repeat(121));
});

test("start is required; end not before start, at most 31 days after", () => {
  expect(form({ start_date: "" }).errors.start_date).toBeDefined();
  expect(form({ start_time: "" }).errors.start_time).toBeDefined();
  expect(form({ end_date: "2025-03-13", end_time: "20:00" }).errors.end_date).toBe(
    "The end can't be before the start.",
  );
  expect(form({ end_date: "2025-04-15", end_time: "20:00" }).errors.end_date).toBe(
    "An event can last at most 31 days.",
  );
  expect(form({ end_date: "2025-04-14", end_time: "20:00" }).value?.endLocal).toBe("2025-04-14T20:00");
  expect(form({ end_time: "23:00" }).value?.endLocal).toBe("2025-03-14T23:00");
  // An end time before the start time with no end date runs past midnight.
  expect(form({ start_time: "22:00", end_time: "02:00" }).value?.endLocal).toBe("2025-03-15T02:00");
  expect(form({ end_date: "2025-03-15" }).errors.end_time).toBeDefined();
});

test("all-day events need no times; their end is an inclusive date", () => {
  const r = form({ all_day: "on", start_time: "", end_date: "2025-03-16", night_before: "on" });
  expect(r.errors).toEqual({});
  expect(r.value).toMatchObject({
    allDay: true,
    startLocal: "2025-03-14T00:00",
    endLocal: "2025-03-16T00:00",
    nightBefore: false,
  });
});

test("a ticket link must be http or https, each message under its own row's input", () => {
  expect(form({ ticket_url: "https://tickets.example/1" }).value?.tickets).toMatchObject([
    { kind: "tickets", url: "https://tickets.example/1", date: null },
  ]);
  // Typed without its scheme, as people copy it: stored with https://.
  expect(form({ ticket_url: "moritzbastei.de/tickets" }).value?.tickets).toMatchObject([
    { url: "https://moritzbastei.de/tickets" },
  ]);
  const r = form({
    ticket_url: ["https://tickets.example/1", "ftp://x.example/", "javascript:alert(1)"],
    ticket_kind: ["tickets", "tickets", "vip"],
  });
  expect(r.errors).toEqual({
    "ticket_url.1": "Enter a web address, like tickets.example.com/show.",
    "ticket_url.2": "Enter a web address, like tickets.example.com/show.",
  });
});

test("the venue: none, a saved one by id, or a new one checked field by field (coordinates in pairs)", () => {
  expect(form({}).value?.venue).toBeNull();
  expect(form({ venue_id: "v1", venue_name: "ignored", venue_latitude: "junk" }).value?.venue).toEqual({ id: "v1" });
  const created = form({
    venue_id: "new",
    venue_name: " Lantern Hall ",
    venue_address: "Oranienstraße 25\n10999 Berlin",
    venue_latitude: "52,5",
    venue_longitude: "13.4",
    venue_website: "https://hall.example/",
  });
  expect(created.value?.venue).toEqual({
    create: {
      name: "Lantern Hall",
      address: "Oranienstraße 25\n10999 Berlin",
      website: "https://hall.example/",
      latitude: 52.5,
      longitude: 13.4,
    },
  });
  expect(form({ venue_id: "new" }).value?.venue).toBeNull();
  expect(form({ venue_id: "new", venue_address: "Hauptstraße 1" }).errors).toEqual({
    venue_name: "Give the venue a name.",
  });
  expect(form({ venue_id: "new", venue_name: "Club", venue_latitude: "52.5" }).errors).toEqual({
    venue_longitude: "Give both latitude and longitude, or neither.",
  });
  expect(form({ venue_id: "new", venue_name: "Club", venue_latitude: "91", venue_longitude: "10" }).errors).toEqual({
    venue_latitude: "Latitude must be a number from -90 to 90.",
  });
  expect(
    form({ venue_id: "new", venue_name: "Club", venue_website: "javascript:alert(1)" }).errors.venue_website,
  ).toBeDefined();
  expect(form({ venue_id: "new", venue_name: "x".repeat(121) }).errors.venue_name).toBe(
    "The venue's name must be at most 120 characters.",
  );
});

test("weekly and monthly rules are built from the start date", () => {
  expect(form({ repeat: "weekly", ends: "count", count: "10" }).value?.rule).toEqual({
    freq: "weekly",
    interval: 1,
    weekdays: [5],
    count: 10,
  });
  expect(
    form({ repeat: "weekly", weekdays: ["2", "5"], interval: "2", ends: "until", until: "2025-06-30" }).value?.rule,
  ).toEqual({
    freq: "weekly",
    interval: 2,
    weekdays: [2, 5],
    until: "2025-06-30",
  });
  expect(form({ repeat: "weekly", weekdays: ["2"] }).errors.weekdays).toBe("Include the weekday of the start date.");
  expect(form({ repeat: "monthly", monthly_by: "weekday" }).value?.rule).toEqual({
    freq: "monthly",
    interval: 1,
    monthly: { kind: "weekday", ordinal: 2, weekday: 5 },
  });
  expect(form({ repeat: "monthly", monthly_by: "last-weekday" }).errors.monthly_by).toBeDefined();
  expect(
    form({ start_date: "2025-03-28", repeat: "monthly", monthly_by: "last-weekday" }).value?.rule?.monthly,
  ).toEqual({ kind: "weekday", ordinal: -1, weekday: 5 });
  expect(form({ repeat: "weekly", interval: "13" }).errors.interval).toBeDefined();
  expect(form({ repeat: "weekly", ends: "count", count: "501" }).errors.count).toBeDefined();
  expect(form({ repeat: "weekly", ends: "until", until: "2031-01-01" }).errors.until).toBe(
    "Repeat for at most 5 years.",
  );
});

test("skipped and moved dates must be dates the rule makes", () => {
  const ok = form({ repeat: "weekly", skip: "2025-03-21\n2025-04-04", moves: "2025-03-28 → 2025-03-29 21:00" });
  expect(ok.errors).toEqual({});
  expect(ok.value?.rule).toMatchObject({
    skip: ["2025-03-21", "2025-04-04"],
    moves: [{ date: "2025-03-28", to: "2025-03-29T21:00" }],
  });
  expect(form({ repeat: "weekly", skip: "2025-03-22" }).errors.skip).toMatch(/Not one of the repeating dates/);
  expect(form({ repeat: "weekly", skip: "next friday" }).errors.skip).toMatch(/Not a date/);
  // In the German studio, as the year range.
  const de = studioTranslatorFor("de").t;
  expect(form({ repeat: "weekly", skip: "next friday" }, de).errors.skip).toBe(
    "Kein Datum: next, friday. Schreibe JJJJ-MM-TT.",
  );
  expect(form({ start_date: "2201-01-01" }, de).errors.start_date).toBe("Gib ein Datum zwischen 1900 und 2200 ein.");
  expect(form({ description: "x".repeat(20_001) }, de).errors.description).toBe(
    "Die Beschreibung darf höchstens 20.000 Zeichen lang sein.",
  );
  expect(form({ repeat: "weekly", moves: "2025-03-28 to tomorrow" }).errors.moves).toBeDefined();
  expect(form({ repeat: "weekly", skip: "2025-03-28", moves: "2025-03-28 -> 2025-03-29 21:00" }).errors.moves).toBe(
    "A date can be skipped or moved, not both.",
  );
  expect(parseMoves("2025-03-28 = 2025-03-29T21:00").moves).toEqual([{ date: "2025-03-28", to: "2025-03-29T21:00" }]);
});

test("skipped and moved dates as rows: empty rows are none, each bad row is marked at its own input", () => {
  const ok = form({
    repeat: "weekly",
    skip_date: ["2025-04-04", "", "2025-03-21"],
    move_from: ["", "2025-03-28", "2025-04-11"],
    move_date: ["", "2025-03-29", "2025-04-12"],
    move_time: ["", "21:00", ""],
  });
  expect(ok.errors).toEqual({});
  // A moved date with no new time keeps the usual start time.
  expect(ok.value?.rule).toMatchObject({
    skip: ["2025-03-21", "2025-04-04"],
    moves: [
      { date: "2025-03-28", to: "2025-03-29T21:00" },
      { date: "2025-04-11", to: "2025-04-12T20:00" },
    ],
  });
  expect(form({ repeat: "weekly", skip_date: ["2025-03-21", "2025-03-22"] }).errors).toEqual({
    "skip_date.1": "Not one of the repeating dates.",
  });
  expect(form({ repeat: "weekly", skip_date: ["", "1899-01-01"] }).errors).toEqual({
    "skip_date.1": "Enter a date between 1900 and 2200.",
  });
  expect(form({ repeat: "weekly", move_from: ["2025-03-28"], move_date: [""] }).errors).toEqual({
    "move_date.0": "Enter the new date.",
  });
  expect(form({ repeat: "weekly", move_from: [""], move_date: ["2025-03-29"], move_time: ["25:00"] }).errors).toEqual({
    "move_from.0": "Enter the usual date that moves.",
    "move_time.0": "Enter the new time, e.g. 21:00.",
  });
  expect(
    form({ repeat: "weekly", skip_date: ["2025-03-28"], move_from: ["2025-03-28"], move_date: ["2025-03-29"] }).errors,
  ).toEqual({
    "move_from.0": "A date can be skipped or moved, not both.",
  });
  expect(
    form({ repeat: "weekly", move_from: ["2025-03-28", "2025-03-28"], move_date: ["2025-03-29", "2025-03-30"] }).errors,
  ).toEqual({
    "move_from.1": "This date is already moved.",
  });
  // Without "Repeats", rows are ignored (the section is hidden then).
  expect(form({ skip_date: ["garbage"] }).value?.rule).toBeNull();
});

test("stored rules are checked when read back", () => {
  expect(parseStoredRule('{"freq":"weekly","interval":1}')).toEqual({ freq: "weekly", interval: 1 });
  expect(parseStoredRule('{"freq":"daily","interval":1}')).toBeNull();
  expect(parseStoredRule("not json")).toBeNull();
  expect(parseStoredRule(null)).toBeNull();
});

test("every date is bounded to the years 1900–2200, with one message under its field (issue 18, finding 6)", () => {
  const range = "Enter a date between 1900 and 2200.";
  // The finding: an all-day event on 9999-12-31 ended on "10000-01-01" and threw (a 500); now it is a field error.
  expect(form({ all_day: "on", start_time: "", start_date: "9999-12-31" }).errors).toEqual({ start_date: range });
  expect(form({ start_date: "1899-12-31" }).errors).toEqual({ start_date: range });
  expect(form({ start_date: "not-a-date" }).errors).toEqual({ start_date: "Enter the start date, e.g. 05/12/2026." });
  // The edges themselves are fine, all-day on the last day included.
  expect(form({ start_date: "1900-01-01" }).errors).toEqual({});
  expect(form({ all_day: "on", start_time: "", start_date: "2200-12-31" }).value?.startLocal).toBe("2200-12-31T00:00");
  // End, after midnight past the last day, last date of a rule, skipped and moved dates.
  expect(form({ all_day: "on", start_time: "", start_date: "2200-12-30", end_date: "2201-01-01" }).errors).toEqual({
    end_date: range,
  });
  expect(form({ start_date: "2200-12-30", end_date: "2201-01-01", end_time: "01:00" }).errors).toEqual({
    end_date: range,
  });
  expect(form({ start_date: "2200-12-31", start_time: "23:00", end_time: "01:00" }).errors).toEqual({
    end_time: range,
  });
  expect(form({ start_date: "2200-12-31", start_time: "20:00", end_time: "23:00" }).errors).toEqual({});
  expect(form({ start_date: "2200-06-06", repeat: "weekly", ends: "until", until: "2201-01-02" }).errors).toEqual({
    until: range,
  });
  expect(form({ start_date: "2200-06-06", repeat: "weekly", ends: "until", until: "2200-12-26" }).errors).toEqual({});
  expect(form({ start_date: "2200-12-05", repeat: "weekly", skip: "2201-01-02" }).errors).toEqual({ skip: range });
  expect(form({ start_date: "2200-12-05", repeat: "weekly", moves: "2200-12-12 → 2201-01-01 20:00" }).errors).toEqual({
    moves: range,
  });
  expect(form({ start_date: "2200-12-05", repeat: "weekly", moves: "2200-12-12 → 2200-12-13 20:00" }).errors).toEqual(
    {},
  );
});

test("dates and times are read as the studio's language writes them, and refused with its sample (issue 27)", () => {
  const de = studioTranslatorFor("de");
  const post = (fields: Record<string, string | string[]>) => {
    const f = new URLSearchParams({ title: "Release show", time_zone: "Europe/Berlin" });
    for (const [k, v] of Object.entries(fields)) for (const x of [v].flat()) f.append(k, x);
    return parseSubmission(eventFormSchema(de.t, de.intl), f, de);
  };
  const r = post({
    start_date: "05.12.2026",
    start_time: "20 Uhr",
    end_time: "23.30",
    ticket_kind: "tickets",
    ticket_url: "tickets.example.com/x",
    ticket_on_sale: "1.11.26 10:00",
  });
  expect(r.errors).toEqual({});
  expect(r.value).toMatchObject({ startLocal: "2026-12-05T20:00", endLocal: "2026-12-05T23:30" });
  expect(r.value?.tickets[0]).toMatchObject({ onSale: "2026-11-01T10:00" });
  // What cannot be read stays as typed (to be corrected) and is refused with a sample in German.
  const bad = post({ start_date: "31.11.2026", start_time: "8 Uhr abends" });
  expect(bad.input.start_date).toBe("31.11.2026");
  expect(bad.errors.start_date).toBe("Gib das Startdatum ein, z. B. 05.12.2026.");
  // The same text in British English is 12 May.
  expect(form({ start_date: "12/05/2026" }).value?.startLocal).toBe("2026-05-12T20:00");
});

test("stored rules: with the cancelled dates of ADR 2910, and without them as before", () => {
  expect(parseStoredRule('{"freq":"weekly","interval":1,"cancelled":["2030-01-08"]}')?.cancelled).toEqual([
    "2030-01-08",
  ]);
  expect(parseStoredRule('{"freq":"weekly","interval":1,"skip":["2030-01-08"]}')).toEqual({
    freq: "weekly",
    interval: 1,
    skip: ["2030-01-08"],
  });
  expect(parseStoredRule('{"freq":"weekly","interval":1,"cancelled":"2030-01-08"}')).toBeNull();
});
