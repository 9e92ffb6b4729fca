/**
 * Line-ups and running orders on SQLite and PostgreSQL (issue 32 §1): sets
 * inside the date, no overlap on a stage, after-midnight times, performers
 * removed without losing their slot, and what visitors get from it — the
 * page's view (a timetable once there are two stages), JSON-LD (performer,
 * doorTime, subEvent) and the calendar entry.
 */
import { expect, test } from "vitest";
import { useTestDatabase } from "~tests/setup/db.ts";
import { publishEvent } from "~tests/factories/events.ts";
import { AppError } from "~/core/errors.ts";
import { listAudit } from "~/core/audit/audit.server.ts";
import { studioTranslatorFor } from "~/core/i18n/studio.server.ts";
import { translatorFor } from "~/core/i18n/catalogues.server.ts";
import { parseSubmission } from "~/core/validation/forms.ts";
import { performerSchema, runningSchema, setSchema } from "~/capabilities/events/lib/lineup-schemas.ts";
import { eventPageData } from "./pages.server.ts";
import { eventCalendar } from "./feed.server.ts";
import { deleteEvent } from "./events.server.ts";
import { dateLineup, lineupView } from "./lineup-page.server.ts";
import * as lineup from "./lineup.server.ts";
import { db } from "~/core/db/client.server.ts";

useTestDatabase();
const actor = { id: "owner-1", email: "owner@example.com" };
const t = studioTranslatorFor("en").t;
const ORIGIN = "https://band.example";

const parse = <S extends Parameters<typeof parseSubmission>[0]>(schema: S, o: Record<string, string>) => {
  const sub = parseSubmission(schema, new URLSearchParams(o));
  if (!sub.ok) throw new Error(JSON.stringify(sub.errors));
  return sub.value!;
};
const performer = (o: Record<string, string>) =>
  parse(performerSchema(t), { role: "support", kind: "MusicGroup", ...o });
const set = (o: Record<string, string>) => parse(setSchema(t), o);

async function refused(p: Promise<unknown>): Promise<AppError> {
  const e = await p.then(
    () => null,
    (x: unknown) => x,
  );
  expect(e).toBeInstanceOf(AppError);
  return e as AppError;
}

async function show() {
  // 20:00–23:30 at a Berlin club.
  const e = await publishEvent({ title: "Night", startLocal: "2030-03-14T20:00", endLocal: "2030-03-14T23:30" });
  const main = await lineup.addPerformer(actor, e.id, performer({ name: "The Lanterns", role: "main" }), null, t);
  const a = await lineup.addPerformer(actor, e.id, performer({ name: "Alma", kind: "Person" }), null, t);
  const b = await lineup.addPerformer(actor, e.id, performer({ name: "Bruno", role: "guest" }), null, t);
  return { e, main, a, b };
}

test("sets are checked against the date and each other: inside the event, ends after starts, no overlap on a stage", async () => {
  const { e, main, a } = await show();
  await lineup.addSet(actor, e.id, "2030-03-14", set({ performer: a, start: "20:00", end: "20:40" }), t);
  await lineup.addSet(actor, e.id, "2030-03-14", set({ performer: main, start: "21:00", end: "22:30" }), t);

  const before = await refused(lineup.addSet(actor, e.id, "2030-03-14", set({ label: "Warm-up", start: "19:00" }), t));
  expect(before.field).toBe("start");
  expect(before.message).toBe("This set starts before the event does.");
  const after = await refused(
    lineup.addSet(actor, e.id, "2030-03-14", set({ label: "Encore", start: "23:00", end: "23:45" }), t),
  );
  expect(after.field).toBe("end");
  const overlap = await refused(
    lineup.addSet(actor, e.id, "2030-03-14", set({ label: "DJ", start: "20:30", end: "21:10" }), t),
  );
  expect(overlap.message).toBe("This overlaps Alma on the same stage.");
  // Another stage is free at the same time.
  await lineup.addSet(actor, e.id, "2030-03-14", set({ label: "DJ", stage: "Bar", start: "20:30", end: "21:10" }), t);
  // A performer removed meanwhile is named under the field, nothing stored.
  const gone = await refused(
    lineup.addSet(actor, e.id, "2030-03-14", set({ performer: "nobody", start: "22:40", end: "23:00" }), t),
  );
  expect(gone.field).toBe("performer");
  expect((await dateLineup(e.id, "2030-03-14")).order.sets).toHaveLength(3);
});

test("a time in the small hours belongs to the night: 01:30 after a 22:00 start is the next morning", async () => {
  const e = await publishEvent({ startLocal: "2030-03-14T22:00", endLocal: "2030-03-15T04:00" });
  await lineup.addSet(actor, e.id, "2030-03-14", set({ label: "Closing", start: "01:30", end: "03:00" }), t);
  const order = (await dateLineup(e.id, "2030-03-14")).order;
  expect(order.sets[0]).toMatchObject({ start: "2030-03-15T01:30", end: "2030-03-15T03:00" });
  // Doors at 21:00 are the same evening; a curfew before a set's end is refused.
  await lineup.saveRunning(actor, e.id, "2030-03-14", parse(runningSchema(t), { doors: "21:00" }), t);
  const late = await refused(
    lineup.saveRunning(actor, e.id, "2030-03-14", parse(runningSchema(t), { curfew: "02:00" }), t),
  );
  expect(late.field).toBe("curfew");
  expect((await dateLineup(e.id, "2030-03-14")).order.doors).toBe("2030-03-14T21:00");
});

test("the page shows a timetable once two stages play, and JSON-LD names performers, doorTime and one subEvent per set", async () => {
  const { e, main, a, b } = await show();
  await lineup.saveRunning(actor, e.id, "2030-03-14", parse(runningSchema(t), { doors: "19:00", curfew: "23:30" }), t);
  await lineup.addSet(actor, e.id, "2030-03-14", set({ performer: a, start: "20:00", end: "20:40" }), t);
  await lineup.addSet(actor, e.id, "2030-03-14", set({ performer: main, start: "21:00", end: "22:30" }), t);
  const l = await dateLineup(e.id, "2030-03-14");
  const single = await lineupView(l, e.tz, "en-GB", { name: "Us" }, "2030-03-14");
  expect(single?.timetable).toBe(false);
  expect(single?.acts.map((x) => x.name)).toEqual(["The Lanterns", "Alma", "Bruno"]);

  await lineup.addSet(
    actor,
    e.id,
    "2030-03-14",
    set({ performer: b, stage: "Garden", start: "20:00", end: "21:00" }),
    t,
  );
  const two = await lineupView(await dateLineup(e.id, "2030-03-14"), e.tz, "en-GB", { name: "Us" }, "2030-03-14");
  expect(two?.timetable).toBe(true);
  expect(two?.days[0]?.stages.map((s) => s.name)).toEqual(["", "Garden"]);

  const page = await eventPageData(e.slug, null, ORIGIN, Date.parse("2030-03-01T00:00:00Z"));
  const ld = page!.jsonLd as Record<string, unknown>;
  expect(ld.doorTime).toBe("2030-03-14T19:00:00+01:00");
  expect(ld.performer).toEqual([
    { "@type": "MusicGroup", name: "The Lanterns" },
    { "@type": "Person", name: "Alma" },
    { "@type": "MusicGroup", name: "Bruno" },
  ]);
  const subs = ld.subEvent as Record<string, unknown>[];
  expect(subs).toHaveLength(3);
  expect(subs[0]).toMatchObject({
    startDate: "2030-03-14T20:00:00+01:00",
    endDate: "2030-03-14T20:40:00+01:00",
    performer: { "@type": "Person", name: "Alma" },
  });
  expect(subs[1]).toMatchObject({ name: "Bruno (Garden)" });

  const { doc } = await eventCalendar(e.slug, null, ORIGIN);
  const text = doc.text.replace(/\r\n[ \t]/g, "");
  expect(text).toContain("Line-up: The Lanterns\\, Alma\\, Bruno");
  expect(text).toContain("Doors 19:00 · Alma 20:00–20:40");
  expect(translatorFor("en").t("events.lineup.curfew")).toBe("Curfew");
});

test("a performer removed keeps their slot under their name; deleting the event deletes its line-up; every change is audited", async () => {
  const { e, a } = await show();
  await lineup.addSet(actor, e.id, "2030-03-14", set({ performer: a, start: "20:00", end: "20:40" }), t);
  expect(await lineup.removePerformer(actor, e.id, a)).toBe("Alma");
  const l = await dateLineup(e.id, "2030-03-14");
  expect(l.order.sets[0]).toMatchObject({ performerId: null, label: "Alma" });
  expect(l.performers.map((p) => p.name)).toEqual(["The Lanterns", "Bruno"]);
  expect((await listAudit({ limit: 50 })).filter((x) => x.action === "event.lineup").length).toBeGreaterThan(4);
  await deleteEvent(actor, e.id);
  expect(await db().selectFrom("event_sets").selectAll().where("event_id", "=", e.id).execute()).toEqual([]);
  expect(await db().selectFrom("event_performers").selectAll().where("event_id", "=", e.id).execute()).toEqual([]);
});

test("names are plain text and links are web addresses", () => {
  const bad = parseSubmission(
    performerSchema(t),
    new URLSearchParams({ name: "<b>Alma</b>", role: "support", kind: "Person", url: "javascript:alert(1)" }),
  );
  expect(bad.errors).toEqual({ name: "Plain text only: no HTML tags.", url: "Enter a web address, like example.com." });
  const good = parseSubmission(
    performerSchema(t),
    new URLSearchParams({ name: "  Alma  ", role: "support", kind: "Person", url: "alma.example" }),
  );
  expect(good.value).toMatchObject({ name: "Alma", url: "https://alma.example" });
});
