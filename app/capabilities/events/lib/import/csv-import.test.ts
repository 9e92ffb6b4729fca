/**
 * CSV imports: Marquee's generic columns, The Events Calendar's export
 * layout, spreadsheet quirks (semicolons, quoted line breaks, BOM,
 * Windows-1252), and rows that can't be read with their reasons.
 */
import { expect, test } from "vitest";
import { registerCapabilities } from "~/core/capability.server.ts";
import { studioTranslatorFor } from "~/core/i18n/studio.server.ts";
import events from "../../capability.server.ts";
import { readCsvDate, readCsvImport, readCsvTime } from "./csv-import.ts";
import { ImportFileError } from "./ics-import.ts";
import { type ImportText, sayImport } from "./messages.ts";
import { readImport } from "./read.ts";

registerCapabilities([events]);
const en = (text: ImportText | string) => sayImport(studioTranslatorFor("en").t, text);
const de = (text: ImportText | string) => sayImport(studioTranslatorFor("de").t, text);
/** What the ImportFileError `f` throws says, in English. */
const fileError = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    if (e instanceof ImportFileError) return en(e.said);
    throw e;
  }
  return "no ImportFileError";
};

const read = (text: string) => readCsvImport(text, { siteTz: "Europe/Berlin" });

test("the generic layout: names in any case; all day without a time; the id column or title + date as the key", () => {
  const r = read(
    [
      "Title,Start Date,start_time,END-DATE,end_time,time_zone,venue,address,description,ticket_url,price,status,id",
      'Release show,2030-05-30,20:00,,23:00,,Lantern Hall,"Oranienstraße 25, Berlin","Our ""new"" album,\nlive",https://tickets.example/1,€15,,rel-1',
      "Festival,2030-07-12,,2030-07-14,,,,,,,,,",
      "Moved gig,2030-06-01,21:00,,,America/New_York,,,,,,cancelled,",
    ].join("\r\n"),
  );
  expect(r.format).toBe("csv-generic");
  expect(r.unreadable).toEqual([]);
  expect(r.events).toMatchObject([
    {
      key: "csv:rel-1",
      title: "Release show",
      startLocal: "2030-05-30T20:00",
      endLocal: "2030-05-30T23:00",
      tz: "Europe/Berlin",
      location: "Lantern Hall, Oranienstraße 25, Berlin",
      description: 'Our "new" album,\nlive',
      tickets: [{ label: "", url: "https://tickets.example/1", price: "€15" }],
      status: "scheduled",
      line: 2,
    },
    {
      key: "csv:festival@2030-07-12",
      allDay: true,
      startLocal: "2030-07-12T00:00",
      endLocal: "2030-07-14T00:00",
      tickets: [],
      line: 4,
    },
    { key: "csv:moved-gig@2030-06-01", tz: "America/New_York", status: "cancelled", endLocal: null },
  ]);
});

test("The Events Calendar's layout: its column names, month-first slashes, 12-hour times, cost and currency symbol", () => {
  const r = read(
    [
      "Event Name;Event Description;Event Start Date;Event Start Time;Event End Date;Event End Time;All Day Event;Timezone;Event Venue Name;Event Cost;Event Currency Symbol;Event Website",
      "Spring concert;With the youth choir;04/18/2030;7:30 PM;04/18/2030;9:45 PM;FALSE;Europe/Vienna;Musikverein;25;€;https://choir.example/spring",
      "Open day;;18-05-2030;;;;TRUE;;;;;",
    ].join("\n"),
  );
  expect(r.format).toBe("csv-tec");
  expect(r.events).toMatchObject([
    {
      title: "Spring concert",
      startLocal: "2030-04-18T19:30",
      endLocal: "2030-04-18T21:45",
      tz: "Europe/Vienna",
      location: "Musikverein",
      tickets: [{ url: "https://choir.example/spring", price: "€25" }],
    },
    { title: "Open day", allDay: true, startLocal: "2030-05-18T00:00", endLocal: null },
  ]);
});

test("rows that can't be read say why, by row; the others import", () => {
  const r = read(
    [
      "title,start_date,start_time,end_time,time_zone,status,id",
      ",2030-01-01,20:00,,,,",
      "No date,,20:00,,,,",
      "Bad date,2030-02-30,20:00,,,,",
      "Bad time,2030-03-01,25:00,,,,",
      "Backwards,2030-03-01,20:00,19:00,,,",
      "Zone,2030-03-01,20:00,,Mars/Base,,",
      "Status,2030-03-01,20:00,,,maybe,",
      "Twice,2030-03-01,20:00,,,,k",
      "Twice again,2030-03-02,20:00,,,,k",
      "Fine,2030-03-03,20:00,,,,",
    ].join("\n"),
  );
  expect(r.events.map((e) => e.title)).toEqual(["Twice", "Fine"]);
  expect(r.unreadable.map((u) => [u.line, en(u.reason)])).toEqual([
    [2, "It has no title (SUMMARY)."],
    [3, "It has no start (DTSTART)."],
    [4, "Its date or time “2030-02-30” can't be read."],
    [5, "Its date or time “25:00” can't be read."],
    [6, "It ends before it starts."],
    [7, "Its time zone “Mars/Base” is not known and the file does not describe it (VTIMEZONE)."],
    [8, "Its status “maybe” is not one of scheduled, cancelled, postponed, sold out."],
    [10, "Another row has the same key (k); only the first is imported."],
  ]);
  // In the German studio.
  expect(r.unreadable.map((u) => de(u.reason)).slice(0, 3)).toEqual([
    "Er hat keinen Titel (SUMMARY).",
    "Er hat keinen Beginn (DTSTART).",
    "Sein Datum oder seine Uhrzeit „2030-02-30“ ist nicht lesbar.",
  ]);
});

test("dates and times as spreadsheets write them", () => {
  expect(["2030-1-5", "01/05/2030", "05-01-2030", "05.01.2030", "2030-02-29", "13/01/2030"].map(readCsvDate)).toEqual([
    "2030-01-05",
    "2030-01-05",
    "2030-01-05",
    "2030-01-05",
    null,
    null,
  ]);
  expect(["20:00", "8:00 PM", "8pm", "12:30 am", "20:00:00", "20", "13 PM"].map(readCsvTime)).toEqual([
    "20:00",
    "20:00",
    "20:00",
    "00:30",
    "20:00",
    null,
    null,
  ]);
});

test("files that are no spreadsheet of dates are one message for the whole file", () => {
  expect(() => read("name,email\nAda,ada@example.com")).toThrow(ImportFileError);
  expect(fileError(() => read('title,start_date\n"never closed,2030-01-01'))).toMatch(
    /^The quoted field that starts on line 2 is never closed/,
  );
  const opts = { siteTz: "Europe/Berlin", nowMs: 0 };
  expect(
    fileError(() =>
      readImport(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0]), "photo.csv", opts),
    ),
  ).toMatch(/not a text file/);
  expect(
    fileError(() => readImport(new TextEncoder().encode("title,start_date\nx,2030-01-01"), "cal.ics", opts)),
  ).toMatch(/not an iCalendar file/);
});

test("encodings: UTF-8 with BOM, UTF-16 and Windows-1252 (read with a note)", () => {
  const opts = { siteTz: "Europe/Berlin", nowMs: 0 };
  const csv = "title,start_date\nCafé,2030-01-01\n";
  const bom = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(csv)]);
  expect(readImport(bom, "a.csv", opts).events[0]?.title).toBe("Café");
  const utf16 = new Uint8Array([0xff, 0xfe, ...Buffer.from(csv, "utf16le")]);
  expect(readImport(utf16, "a.csv", opts).events[0]?.title).toBe("Café");
  const latin = readImport(Buffer.from(csv, "latin1"), "a.csv", opts);
  expect(latin.events[0]?.title).toBe("Café");
  expect(latin.notes.map(en)).toEqual([
    "The file is not UTF-8; it was read as Windows-1252 (Western European). Check accented letters in the preview.",
  ]);
});
