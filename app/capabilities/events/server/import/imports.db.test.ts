/**
 * Importing dates on a real database (SQLite and PostgreSQL): the preview
 * writes nothing, a second import of the same file changes nothing, dates
 * gone at the source are offered and removed only when ticked, an import is
 * one transaction, and Marquee's own /calendar.ics imported into an empty
 * site gives the same feed back.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { useTestDatabase } from "~tests/setup/db.ts";
import { studioTranslatorFor } from "~/core/i18n/studio.server.ts";
import { eventValue, newVenue, publishEvent } from "~tests/factories/events.ts";
import { db } from "~/core/db/client.server.ts";
import { listAudit } from "~/core/audit/audit.server.ts";
import { children, parseCalendar, prop, props } from "~/capabilities/events/lib/ics/parse.ts";
import { siteFeed } from "~/capabilities/events/server/feed.server.ts";
import { setStatus } from "~/capabilities/events/server/events.server.ts";
import { applyImport, insertPreview } from "~/capabilities/events/server/data/imports.server.ts";
import { readIcsImport } from "~/capabilities/events/lib/import/ics-import.ts";
import { confirmImport, importPlan } from "./imports.server.ts";
import { UPLOAD_MAX_MB, previewFile, readUploadForm } from "./upload.server.ts";

useTestDatabase();
/** The studio translator the import preview is read with (English). */
const tr = studioTranslatorFor("en");
const actor = { id: "u1", email: "ed@example.com" };
const ORIGIN = "https://band.example";
const fixture = (name: string) => readFileSync(join(import.meta.dirname, "../../lib/import/fixtures", name));
const enc = (s: string) => new TextEncoder().encode(s);

async function stage(name: string, bytes: Uint8Array): Promise<string> {
  const a = await previewFile(actor, { name, bytes });
  if (!a.ok) throw new Error(JSON.stringify(a.errors));
  return a.id;
}

const clear = async () => {
  await db().deleteFrom("events").execute();
  await db().deleteFrom("venues").execute();
};

test("a file is previewed without writing; importing it twice: the second time 0 new, 0 changed", async () => {
  await clear();
  const id = await stage("google.ics", fixture("google-weekly.ics"));
  const plan = await importPlan(id, tr);
  expect([
    plan.fresh.length,
    plan.changed.length,
    plan.unchanged.length,
    plan.removed.length,
    plan.unreadable.length,
  ]).toEqual([3, 0, 0, 0, 0]);
  expect(plan.fresh.find((r) => r.key === "weekly-jam@google.com")?.repeats).toBe("Every Tuesday, 6 times");
  expect(plan.fresh.find((r) => r.key === "weekly-jam@google.com")?.exceptions).toBe(
    "Not on Tue 19 Mar 2030, Tue 26 Mar 2030; Tue 12 Mar 2030 moved to Wed 13 Mar 2030, 21:00",
  );
  expect(
    (await importPlan(id, studioTranslatorFor("de"))).fresh.find((r) => r.key === "weekly-jam@google.com")?.exceptions,
  ).toBe("Nicht am Di. 19. März 2030, Di. 26. März 2030; Di. 12. März 2030 verschoben auf Mi. 13. März 2030, 21:00");
  expect(await db().selectFrom("events").select("id").execute()).toEqual([]);

  const r = await confirmImport(actor, id, { remove: [], publish: true });
  expect([r.added.length, r.changed, r.removed]).toEqual([3, 0, 0]);
  const rows = await db()
    .selectFrom("events")
    .select(["title", "status", "visibility", "recurrence", "time_zone"])
    .orderBy("starts_at")
    .execute();
  expect(rows.map((e) => [e.title, e.status, e.visibility])).toEqual([
    ["Tuesday Jam", "scheduled", "published"],
    ["Tuesday Jam", "cancelled", "published"],
    ["Release show", "scheduled", "published"],
  ]);
  expect(JSON.parse(rows[0]!.recurrence!)).toMatchObject({ count: 6, skip: ["2030-03-19", "2030-03-26"] });
  // One venue for the two events at the same place.
  expect((await db().selectFrom("venues").select("name").execute()).map((v) => v.name).sort()).toEqual([
    "Big Club",
    "Lantern Hall",
  ]);
  expect((await listAudit({ entity: "event_import" })).map((a) => a.action)).toContain("event.import");

  const again = await importPlan(await stage("google.ics", fixture("google-weekly.ics")), tr);
  expect([again.fresh.length, again.changed.length, again.unchanged.length, again.removed.length]).toEqual([
    0, 0, 3, 0,
  ]);
  // A used preview is gone.
  await expect(importPlan(id, tr)).rejects.toMatchObject({ code: "not_found" });
});

test("a changed date is updated in place; a date gone at the source is offered, kept unless ticked, removed when ticked", async () => {
  await clear();
  const cal = (events: string[]) =>
    enc(
      ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//T//EN", "X-WR-CALNAME:Tour", ...events, "END:VCALENDAR", ""].join(
        "\r\n",
      ),
    );
  const ev = (uid: string, title: string, start: string) =>
    ["BEGIN:VEVENT", `UID:${uid}`, `SUMMARY:${title}`, `DTSTART:${start}`, "END:VEVENT"].join("\r\n");
  await confirmImport(
    actor,
    await stage("tour.ics", cal([ev("a", "Hamburg", "20300101T190000Z"), ev("b", "Köln", "20300102T190000Z")])),
    { remove: [], publish: true },
  );
  const before = await db()
    .selectFrom("events")
    .select(["id", "title", "sequence"])
    .where("title", "=", "Hamburg")
    .executeTakeFirstOrThrow();

  const id = await stage("tour.ics", cal([ev("a", "Hamburg (late show)", "20300101T210000Z")]));
  const plan = await importPlan(id, tr);
  expect(plan.changed.map((r) => [r.title, r.eventId])).toEqual([["Hamburg (late show)", before.id]]);
  expect(plan.removed.map((r) => r.title)).toEqual(["Köln"]);
  await confirmImport(actor, id, { remove: [], publish: true });
  const after = await db()
    .selectFrom("events")
    .select(["id", "title", "sequence", "start_local"])
    .orderBy("starts_at")
    .execute();
  expect(after.map((e) => e.title)).toEqual(["Hamburg (late show)", "Köln"]);
  expect(after[0]).toMatchObject({ id: before.id });
  expect(
    (await db().selectFrom("events").select("starts_at").where("id", "=", before.id).executeTakeFirstOrThrow())
      .starts_at,
  ).toBe("2030-01-01T21:00:00.000Z");
  expect(Number(after[0]!.sequence)).toBeGreaterThan(Number(before.sequence));

  // Offered again; an id that is not on offer is ignored, the ticked one goes.
  const id2 = await stage("tour.ics", cal([ev("a", "Hamburg (late show)", "20300101T210000Z")]));
  const offered = (await importPlan(id2, tr)).removed.map((r) => r.eventId);
  expect(offered).toHaveLength(1);
  const r = await confirmImport(actor, id2, { remove: [...offered, before.id], publish: true });
  expect(r.removed).toBe(1);
  expect((await db().selectFrom("events").select("title").execute()).map((e) => e.title)).toEqual([
    "Hamburg (late show)",
  ]);
});

test("two confirms of one preview at once (a double click, two tabs): one imports, the other is told it was already imported", async () => {
  await clear();
  const id = await stage("google.ics", fixture("google-weekly.ics"));
  const both = await Promise.allSettled([
    confirmImport(actor, id, { remove: [], publish: true }),
    confirmImport(actor, id, { remove: [], publish: true }),
  ]);
  expect(both.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
  expect(both.find((r) => r.status === "rejected")).toMatchObject({ reason: { code: "not_found" } });
  expect(await db().selectFrom("events").select("id").execute()).toHaveLength(3);
});

test("one transaction: an import that fails half-way leaves nothing behind", async () => {
  await clear();
  const parsed = readIcsImport(fixture("google-weekly.ics").toString("utf8"), {
    siteTz: "Europe/Berlin",
    nowMs: Date.parse("2030-01-01"),
  });
  // The same key twice: the second origin row breaks the unique index after the first event and its venue were written.
  const twice = [parsed.events[0]!, { ...parsed.events[2]!, key: parsed.events[0]!.key }];
  await expect(applyImport({ source: "file:x", add: twice, change: [], remove: [], publish: true })).rejects.toThrow();
  expect(await db().selectFrom("events").select("id").execute()).toEqual([]);
  expect(await db().selectFrom("venues").select("id").execute()).toEqual([]);
  expect(await db().selectFrom("event_import_origins").select("uid").execute()).toEqual([]);
});

test("a 50 MB upload is refused with a message under the file field before it is read; so is a file over the cap", async () => {
  let sent = 0;
  const chunk = new Uint8Array(1024 * 1024);
  const body = new ReadableStream<Uint8Array>({
    pull(c) {
      if (sent >= 50) return c.close();
      sent++;
      c.enqueue(chunk);
    },
  });
  const request = new Request("https://band.example/admin/events/import", {
    method: "POST",
    headers: { "content-type": "multipart/form-data; boundary=x" },
    body,
    duplex: "half",
  } as RequestInit);
  const answer = await readUploadForm(request);
  expect(answer).toEqual({
    ok: false,
    status: 413,
    errors: { file: `The file is larger than ${UPLOAD_MAX_MB} MB; no calendar of dates is that large.` },
  });
  expect(sent).toBeLessThan(10);
  const big = await previewFile(actor, { name: "big.ics", bytes: new Uint8Array(UPLOAD_MAX_MB * 1024 * 1024 + 1) });
  expect(big).toMatchObject({ ok: false, status: 413 });
  const notText = await previewFile(actor, { name: "x.ics", bytes: new Uint8Array([0, 1, 2, 3]) });
  expect(notText).toEqual({
    ok: false,
    status: 400,
    errors: { file: "This file is not a text file (it has bytes no calendar or spreadsheet file has)." },
  });
});

test("the preview's reasons and notes are kept as keys and worded in the reader's studio language; a preview staged with English ones shows them as they are", async () => {
  const csv =
    "title,start_date,start_time,status\nCafé,2030-01-01,20:00,\nNo date,,20:00,\nOdd,2030-01-02,20:00,maybe\n";
  const id = await stage("dates.csv", Buffer.from(csv, "latin1"));
  const de = await importPlan(id, studioTranslatorFor("de"));
  expect(de.notes).toEqual([
    "Die Datei ist nicht UTF-8; sie wurde als Windows-1252 (Westeuropäisch) gelesen. Prüfe Umlaute und Akzente in der Vorschau.",
  ]);
  expect(de.unreadable.map((u) => [u.line, u.reason])).toEqual([
    [3, "Er hat keinen Beginn (DTSTART)."],
    [4, "Sein Status „maybe“ ist keiner von scheduled, cancelled, postponed, sold out."],
  ]);
  expect((await importPlan(id, tr)).unreadable[0]?.reason).toBe("It has no start (DTSTART).");
  // A daily series is imported as its dates, each with a note saying why.
  const daily = await stage(
    "daily.ics",
    enc(
      "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:daily\r\nSUMMARY:Festival\r\nDTSTART:20300101T100000Z\r\nRRULE:FREQ=DAILY;COUNT=3\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n",
    ),
  );
  expect((await importPlan(daily, studioTranslatorFor("de"))).fresh.map((r) => r.note)).toEqual(
    Array(3).fill("Als einzelne Termine importiert: tägliche Wiederholungen."),
  );

  const old = readIcsImport(
    "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:x\r\nSUMMARY:Fine\r\nDTSTART:20300101T100000Z\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n",
    { siteTz: "UTC", nowMs: 0 },
  );
  old.notes = ["An English note."];
  old.unreadable = [{ line: 9, label: "Broken", reason: "It has no start (DTSTART)." }];
  const oldId = await insertPreview({
    source: "file:old.ics",
    label: "old.ics",
    feedId: null,
    payload: JSON.stringify(old),
    createdBy: null,
  });
  const shown = await importPlan(oldId, studioTranslatorFor("de"));
  expect([shown.notes, shown.unreadable[0]?.reason]).toEqual([["An English note."], "It has no start (DTSTART)."]);
});

test("a file that is no calendar, and a preview that is gone, are told in the acting user's studio language", async () => {
  const t = studioTranslatorFor("de").t;
  expect(await previewFile(actor, { name: "x.ics", bytes: new Uint8Array([0, 1, 2, 3]) }, Date.now(), t)).toEqual({
    ok: false,
    status: 400,
    errors: {
      file: "Diese Datei ist keine Textdatei (sie enthält Bytes, die keine Kalender- oder Tabellendatei hat).",
    },
  });
  await expect(confirmImport(actor, "nope", { remove: [], publish: true, t })).rejects.toThrow(
    "Diese Vorschau ist abgelaufen oder wurde schon importiert. Wähle die Datei erneut.",
  );
});

/** The feed's VEVENTs with what must survive: times and zones, text, place, status; not the ids, stamps or this site's own addresses. */
function comparable(text: string) {
  const c = parseCalendar(text);
  return children(c, "VEVENT")
    .map((v) => {
      const url = prop(v, "URL") ?? "";
      const when = (name: string) =>
        props(v, name).map((p) => `${p.params.TZID ?? ""}|${p.params.VALUE ?? ""}|${p.value}`)[0] ?? "";
      return JSON.stringify({
        start: when("DTSTART"),
        end: when("DTEND"),
        summary: prop(v, "SUMMARY"),
        description: (prop(v, "DESCRIPTION") ?? "").replace(url, "").trim(),
        location: prop(v, "LOCATION"),
        geo: prop(v, "GEO"),
        status: prop(v, "STATUS"),
      });
    })
    .sort();
}

test("round trip: Marquee's own /calendar.ics imported into an empty site gives the same feed", async () => {
  await clear();
  const ticket = {
    id: "t1aaaaaa",
    date: null,
    kind: "tickets" as const,
    label: "",
    url: "https://tickets.example/1",
    onSale: null,
    offSale: null,
    priceMin: "15",
    priceMax: null,
    currency: "EUR",
    note: "",
  };
  await publishEvent({
    title: "Album release",
    description: "Our new album, *live*.",
    startLocal: "2031-05-30T20:00",
    endLocal: "2031-05-30T23:00",
    tickets: [ticket],
    venue: newVenue({
      name: "Lantern Hall",
      address: "Oranienstraße 25\n10999 Berlin",
      latitude: 52.50116,
      longitude: 13.42235,
    }),
  });
  await publishEvent({
    title: "Tuesday jam",
    startLocal: "2031-03-04T20:00",
    endLocal: "2031-03-04T22:30",
    rule: {
      freq: "weekly",
      interval: 1,
      count: 5,
      skip: ["2031-03-18"],
      moves: [{ date: "2031-03-11", to: "2031-03-12T21:00" }],
    },
  });
  await publishEvent({
    title: "Festival",
    allDay: true,
    startLocal: "2031-07-12T00:00",
    endLocal: "2031-07-14T00:00",
    tz: "Europe/Vienna",
    venue: null,
  });
  const gone = await publishEvent(
    eventValue({ title: "Called off", startLocal: "2031-04-01T19:30", tz: "America/New_York", venue: null }),
  );
  await setStatus(null, gone.id, "cancelled");
  const late = await publishEvent({ title: "Late show", startLocal: "2031-04-02T19:30" });
  await setStatus(null, late.id, "sold_out");
  const nowMs = Date.parse("2031-01-01T00:00:00Z");
  const original = await siteFeed(ORIGIN, nowMs);

  await clear();
  const id = await stage("calendar.ics", enc(original.text));
  const plan = await importPlan(id, tr);
  expect(plan.unreadable).toEqual([]);
  await confirmImport(actor, id, { remove: [], publish: true });
  // The same events: the series is one series again (its dates regrouped by their UIDs), with its skipped and moved dates.
  const events = await db()
    .selectFrom("events")
    .select(["title", "recurrence", "status"])
    .orderBy("starts_at")
    .execute();
  expect(events.map((e) => `${e.title}/${e.status}`)).toEqual([
    "Tuesday jam/scheduled",
    "Called off/cancelled",
    "Late show/sold_out",
    "Album release/scheduled",
    "Festival/scheduled",
  ]);
  expect(JSON.parse(events[0]!.recurrence!)).toEqual({
    freq: "weekly",
    interval: 1,
    weekdays: [2],
    until: "2031-04-01",
    skip: ["2031-03-18"],
    moves: [{ date: "2031-03-11", to: "2031-03-12T21:00" }],
  });
  const copy = await siteFeed("https://other.example", nowMs);
  expect(comparable(copy.text)).toEqual(comparable(original.text));
  expect(comparable(original.text)).toHaveLength(8);
  // The venue's pin travels as GEO and comes back on the new venue.
  expect(copy.text).toContain("GEO:52.50116;13.42235");
});
