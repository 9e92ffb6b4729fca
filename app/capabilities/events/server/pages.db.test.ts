/**
 * What the public event pages get from a real database: the event's image,
 * the status banners, past events a page at a time, the home page's next
 * three, the whole upcoming list (no silent cap), the month cell of a late
 * show, and the demo events. Each test keeps to its own years.
 */
import { expect, test } from "vitest";
import { useTestDatabase } from "~tests/setup/db.ts";
import type { EventFormValue } from "~/capabilities/events/schemas.ts";
import { eventValue } from "~tests/factories/events.ts";
import { publishedImageUpload, setUploadPublished } from "~tests/factories/uploads.ts";
import { pickedImageId } from "~/capabilities/media/index.server.ts";
import { removeDemoEvents, seedEvents } from "~/capabilities/events/demo.server.ts";
import { demoIds } from "~/core/demo/registry.server.ts";
import { listAudit } from "~/core/audit/audit.server.ts";
import { createEvent, getEvent, setStatus, updateEvent } from "./events.server.ts";
import {
  eventPageData,
  eventsListData,
  eventsMonthData,
  homeEventsData,
  pastEventsData,
  UPCOMING_PAGE_SIZE,
} from "./pages.server.ts";
import { upcomingOccurrences } from "~/capabilities/events/server/data/queries.server.ts";

const getDb = useTestDatabase();
const ORIGIN = "https://band.example";

const value = (over: Partial<EventFormValue> = {}): EventFormValue =>
  eventValue({ startLocal: "2050-03-14T20:00", ...over });
const publish = (over: Partial<EventFormValue>) => createEvent(null, value(over), { visibility: "published" });
const at = (iso: string) => Date.parse(iso);
const form = (entries: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(entries)) f.append(k, v);
  return f;
};

test("past events: newest first, 20 a page", async () => {
  const now = at("2040-01-01T00:00:00Z");
  for (let i = 1; i <= 25; i++)
    await publish({
      title: `Past ${String(i).padStart(2, "0")}`,
      startLocal: `2039-06-${String(i).padStart(2, "0")}T20:00`,
    });
  const one = await pastEventsData(1, now);
  expect([one.total, one.pages, one.items.length]).toEqual([25, 2, 20]);
  expect(one.items.slice(0, 3).map((x) => x.title)).toEqual(["Past 25", "Past 24", "Past 23"]);
  const two = await pastEventsData(2, now);
  expect(two.items.map((x) => x.title)).toEqual(["Past 05", "Past 04", "Past 03", "Past 02", "Past 01"]);
});

test("home shows the next 3 dates, soonest first, a show still running included", async () => {
  const now = at("2045-05-01T18:30:00Z");
  await publish({ title: "Running", startLocal: "2045-05-01T20:00", endLocal: "2045-05-01T23:00" }); // 18:00Z–21:00Z
  for (const [title, day] of [
    ["Fourth", "05"],
    ["Second", "02"],
    ["Third", "03"],
  ])
    await publish({ title, startLocal: `2045-05-${day}T20:00` });
  await createEvent(null, value({ title: "Draft", startLocal: "2045-05-01T21:00" }));
  expect((await homeEventsData(now)).map((x) => x.title)).toEqual(["Running", "Second", "Third"]);
});

test("the event image: picked in the form, saved with the event, shown on its page and in JSON-LD; a hidden photo never is", async () => {
  const upload = await publishedImageUpload(getDb().dataDir, "The band on a red-lit stage");
  expect(upload).toMatchObject({ state: "ready", published: true });
  const e = await publish({ title: "Picture show", startLocal: "2050-04-01T20:00" });
  expect((await eventPageData(e.slug, null, ORIGIN))!.image).toBeNull();

  // The form's field: a ready image is taken, "" means none, an unknown id keeps what was there.
  expect(await pickedImageId(form({ image_upload_id: upload.id }), "image_upload_id")).toBe(upload.id);
  expect(await pickedImageId(form({ image_upload_id: "nope" }), "image_upload_id")).toBeUndefined();
  const saved = await updateEvent(null, e.id, value({ title: "Picture show", startLocal: "2050-04-01T20:00" }), {
    imageUploadId: upload.id,
  });
  expect(saved).toMatchObject({ imageUploadId: upload.id, sequence: 1 });
  const kept = await updateEvent(null, e.id, value({ title: "Picture show", startLocal: "2050-04-01T20:00" }), {
    imageUploadId: undefined,
  });
  expect(kept.imageUploadId).toBe(upload.id);

  const page = (await eventPageData(e.slug, null, ORIGIN))!;
  expect(page.image).toMatchObject({ id: upload.id, alt: "The band on a red-lit stage", width: 1200, height: 800 });
  expect(page.image!.full).toMatch(new RegExp(`^/uploads/${upload.id}/`));
  expect(page.jsonLd.image).toEqual([`${ORIGIN}${page.image!.full}`]);
  const audits = (await listAudit({ entity: "event", entityId: e.id })).filter((a) => a.action === "event.update");
  expect(audits.map((a) => JSON.parse(a.detail!).image ?? null)).toContainEqual([null, upload.id]);

  // An image that is no longer public is not shown, nor named in structured data.
  await setUploadPublished(upload.id, false);
  const hidden = (await eventPageData(e.slug, null, ORIGIN))!;
  expect(hidden.image).toBeNull();
  expect(hidden.jsonLd).not.toHaveProperty("image");

  const cleared = await updateEvent(null, e.id, value({ title: "Picture show", startLocal: "2050-04-01T20:00" }), {
    imageUploadId: null,
  });
  expect(cleared.imageUploadId).toBeNull();
});

test("status banners: postponed, rescheduled with the earlier date, sold out, cancelled, and a moved date of a series", async () => {
  const now = at("2050-01-01T00:00:00Z");
  const banners = async (slug: string, date: string | null = null) =>
    (await eventPageData(slug, date, ORIGIN, now))!.banners;

  const p = await publish({ title: "Banner postponed", startLocal: "2050-06-01T20:00" });
  await setStatus(null, p.id, "postponed");
  expect(await banners(p.slug)).toEqual([
    { kind: "postponed", text: "This event is postponed. A new date will be announced." },
  ]);

  const r = await publish({ title: "Banner moved", startLocal: "2050-06-02T20:00" });
  await updateEvent(null, r.id, value({ title: "Banner moved", startLocal: "2050-06-09T20:00" }));
  expect(await banners(r.slug)).toEqual([
    { kind: "rescheduled", text: "Rescheduled. It was planned for Thursday, 2 June 2050, 20:00 CEST." },
  ]);
  const ld = (await eventPageData(r.slug, null, ORIGIN, now))!.jsonLd;
  expect([ld.eventStatus, ld.previousStartDate, ld.startDate]).toEqual([
    "https://schema.org/EventRescheduled",
    "2050-06-02T20:00:00+02:00",
    "2050-06-09T20:00:00+02:00",
  ]);

  await setStatus(null, r.id, "sold_out");
  expect((await banners(r.slug)).map((b) => b.kind)).toEqual(["rescheduled", "sold_out"]);
  const c = await publish({ title: "Banner cancelled", startLocal: "2050-06-03T20:00" });
  await updateEvent(null, c.id, value({ title: "Banner cancelled", startLocal: "2050-06-10T20:00" }));
  await setStatus(null, c.id, "cancelled");
  // Cancelled says so alone: "rescheduled" would suggest it still takes place.
  expect(await banners(c.slug)).toEqual([{ kind: "cancelled", text: "This event is cancelled." }]);

  const s = await publish({
    title: "Banner series",
    startLocal: "2050-06-06T20:00",
    rule: { freq: "weekly", interval: 1, count: 3, moves: [{ date: "2050-06-13", to: "2050-06-14T21:00" }] },
  });
  expect(await banners(s.slug, "2050-06-13")).toEqual([{ kind: "moved", text: "Moved from Monday, 13 June 2050." }]);
  expect(await banners(s.slug, "2050-06-20")).toEqual([]);
  expect(await eventPageData(s.slug, "2050-06-14", ORIGIN, now)).toBeNull(); // the new date is not a second URL
});

test("/events lists every upcoming date, a series as one row, a page of 50 rows at a time, however many there are", async () => {
  const now = at("2060-01-01T00:00:00Z");
  // Eleven weekly series of 50 dates (550 dates ahead) and 60 one-off shows.
  for (let i = 0; i < 11; i++)
    await publish({
      title: `Residency ${i}`,
      startLocal: `2060-01-${String(3 + i).padStart(2, "0")}T20:00`,
      rule: { freq: "weekly", interval: 1, count: 50 },
    });
  for (let i = 0; i < 60; i++)
    await publish({
      title: `Show ${String(i).padStart(2, "0")}`,
      startLocal: `2060-${String(2 + Math.floor(i / 28)).padStart(2, "0")}-${String(1 + (i % 28)).padStart(2, "0")}T21:00`,
    });
  const ahead = (await upcomingOccurrences(now)).filter((x) => x.event.title.startsWith("Residency"));
  expect(ahead).toHaveLength(550);
  const first = await eventsListData(ORIGIN, 1, now);
  // A series is one row at its next date, saying how many more follow (issue 10: a weekly jam no longer fills the list).
  const residencies = first.items.filter((x) => x.title.startsWith("Residency"));
  expect(residencies).toHaveLength(11);
  expect(residencies[0]).toMatchObject({ title: "Residency 0", key: "2060-01-03", series: { more: 49 } });
  expect(first.pages).toBe(Math.ceil(71 / UPCOMING_PAGE_SIZE));
  expect(first.items).toHaveLength(UPCOMING_PAGE_SIZE);
  const last = await eventsListData(ORIGIN, first.pages, now);
  expect(last.items).toHaveLength(71 - UPCOMING_PAGE_SIZE);
  expect(last.items.at(-1)).toMatchObject({ title: "Show 59", key: "2060-04-04" });
});

test("a show at 23:30 on the last day of a month sits in that day's cell of the grid, not the next month's first", async () => {
  const now = at("2055-01-01T00:00:00Z");
  await publish({
    title: "Month-end late show",
    tz: "America/Los_Angeles",
    startLocal: "2055-04-30T23:30",
    endLocal: "2055-05-01T01:00",
  });
  const cell = (data: NonNullable<Awaited<ReturnType<typeof eventsMonthData>>>, date: string) =>
    data.grid.weeks
      .flat()
      .find((c) => c.date === date)!
      .items.map((x) => x.title);
  const april = (await eventsMonthData("2055-04", now))!;
  expect(cell(april, "2055-04-30")).toEqual(["Month-end late show"]);
  expect(cell(april, "2055-05-01")).toEqual([]);
  const may = (await eventsMonthData("2055-05", now))!;
  expect(
    may.grid.weeks
      .flat()
      .filter((c) => c.inMonth)
      .flatMap((c) => c.items),
  ).toEqual([]);
});

test("a festival over a month's end is in each of its days' cells, in both months; a late show stays on its night", async () => {
  const now = at("2056-01-01T00:00:00Z");
  await publish({
    title: "Riverside Festival",
    allDay: true,
    startLocal: "2056-05-30T00:00",
    endLocal: "2056-06-02T00:00",
  });
  await publish({ title: "Weekend Camp", startLocal: "2056-05-26T18:00", endLocal: "2056-05-28T14:00" });
  await publish({ title: "Club Night", startLocal: "2056-05-27T21:00", endLocal: "2056-05-28T02:00" });
  const cells = async (month: string) =>
    Object.fromEntries(
      (await eventsMonthData(month, now))!.grid.weeks
        .flat()
        .filter((c) => c.items.length)
        .map((c) => [c.date, c.items.map((i) => `${i.title}${i.continued ? " …" : ""}`)]),
    );
  // May 2056's grid runs to Sunday 4 June, so the festival's June days are there too.
  expect(await cells("2056-05")).toEqual({
    "2056-05-26": ["Weekend Camp"],
    "2056-05-27": ["Weekend Camp …", "Club Night"],
    "2056-05-28": ["Weekend Camp …"],
    "2056-05-30": ["Riverside Festival"],
    "2056-05-31": ["Riverside Festival …"],
    "2056-06-01": ["Riverside Festival …"],
    "2056-06-02": ["Riverside Festival …"],
  });
  // June's grid starts on Monday 29 May: the festival started in May and still fills its days.
  expect(await cells("2056-06")).toEqual({
    "2056-05-30": ["Riverside Festival"],
    "2056-05-31": ["Riverside Festival …"],
    "2056-06-01": ["Riverside Festival …"],
    "2056-06-02": ["Riverside Festival …"],
  });
});

test("the demo: at least 8 events, past and upcoming, one cancelled, one postponed, one weekly, one in another zone; removed in one go", async () => {
  const now = new Date();
  await seedEvents({ now, dataDir: getDb().dataDir, timeZone: "Europe/Berlin" });
  const ids = await demoIds("event");
  const events = await Promise.all(ids.map(async (id) => (await getEvent(id))!));
  expect(events.length).toBeGreaterThanOrEqual(8);
  expect(events.every((e) => e.visibility === "published")).toBe(true);
  expect(events.some((e) => Date.parse(e.startsAt) < now.getTime())).toBe(true);
  expect(events.some((e) => Date.parse(e.startsAt) > now.getTime())).toBe(true);
  expect(events.filter((e) => e.status === "cancelled")).toHaveLength(1);
  expect(events.filter((e) => e.status === "postponed")).toHaveLength(1);
  expect(events.some((e) => e.rule?.freq === "weekly")).toBe(true);
  expect(events.some((e) => e.tz !== "Europe/Berlin")).toBe(true);
  // Their pages render (every demo date is a real page).
  for (const e of events) expect(await eventPageData(e.slug, null, ORIGIN), e.slug).not.toBeNull();

  await removeDemoEvents();
  for (const id of ids) expect(await getEvent(id)).toBeNull();
  expect(await demoIds("event")).toEqual([]);
});
