import { expect, test } from "vitest";
import { useTestDatabase } from "~tests/setup/db.ts";
import type { EventFormValue } from "~/capabilities/events/schemas.ts";
import { eventValue, newVenue } from "~tests/factories/events.ts";
import { listAudit } from "~/core/audit/audit.server.ts";
import {
  createEvent,
  deleteEvent,
  duplicateEvent,
  getEvent,
  getEventBySlug,
  setStatus,
  setVisibility,
  updateEvent,
} from "./events.server.ts";
import { listAdminEvents } from "./data/events.server.ts";
import {
  feedOccurrences,
  monthOccurrences,
  pastOccurrences,
  pickOccurrence,
  upcomingOccurrences,
} from "~/capabilities/events/server/data/queries.server.ts";
import { listingDate } from "~/capabilities/events/lib/listing.ts";
import { createUser } from "~/core/auth/data/users.server.ts";
import { studioTranslatorFor } from "~/core/i18n/studio.server.ts";

const getDb = useTestDatabase();

// Overriding the start without an end gives an event with no end (never an end before the start).
const value = (over: Partial<EventFormValue> = {}): EventFormValue =>
  eventValue({
    title: "Release show",
    venue: newVenue({ address: "Hauptstraße 1, 10115 Berlin" }),
    endLocal: over.startLocal && !("endLocal" in over) ? null : "2030-03-14T23:00",
    ...over,
  });

const publish = async (over: Partial<EventFormValue>) => createEvent(null, value(over), { visibility: "published" });
const at = (iso: string) => Date.parse(iso);

test("creating stores the wall time, the zone and the UTC instant; slugs are unique", async () => {
  expect(getDb().dialect).toMatch(/sqlite|postgres/);
  const user = await createUser({ email: "ed@example.com", displayName: "Ed", passwordHash: "x", role: "editor" });
  const actor = { id: user.id, email: user.email };
  const a = await createEvent(
    actor,
    value({ title: "Zone Test", tz: "America/New_York", startLocal: "2030-07-04T21:00", endLocal: null }),
  );
  expect(a).toMatchObject({
    slug: "zone-test",
    startLocal: "2030-07-04T21:00",
    startsAt: "2030-07-05T01:00:00.000Z",
    tz: "America/New_York",
    visibility: "draft",
    sequence: 0,
  });
  const b = await createEvent(actor, value({ title: "Zone Test" }));
  const c = await createEvent(actor, value({ title: "Other", slug: "zone-test" }));
  expect([b.slug, c.slug]).toEqual(["zone-test-2", "zone-test-3"]);
  const audits = await listAudit({ entity: "event", entityId: a.id });
  expect(audits.map((x) => [x.action, x.user_email])).toEqual([["event.create", "ed@example.com"]]);
});

test("every change raises SEQUENCE; moving a published start records the previous start", async () => {
  const e = await publish({ title: "Moving show" });
  const moved = await updateEvent(
    null,
    e.id,
    value({ title: "Moving show", startLocal: "2030-04-01T20:00", endLocal: "2030-04-01T23:00" }),
  );
  expect(moved).toMatchObject({
    previousStartsAt: "2030-03-14T19:00:00.000Z",
    startsAt: "2030-04-01T18:00:00.000Z",
    sequence: 1,
  });
  // A second move keeps the original date as "previous".
  const again = await updateEvent(null, e.id, value({ title: "Moving show", startLocal: "2030-04-02T20:00" }));
  expect(again.previousStartsAt).toBe("2030-03-14T19:00:00.000Z");
  // Moving back to the original clears it.
  const back = await updateEvent(null, e.id, value({ title: "Moving show" }));
  expect(back).toMatchObject({ previousStartsAt: null, sequence: 3 });
  // A draft's start moves freely.
  const d = await createEvent(null, value({ title: "Draft show" }));
  const dm = await updateEvent(null, d.id, value({ title: "Draft show", startLocal: "2030-05-01T20:00" }));
  expect(dm.previousStartsAt).toBeNull();
  await setVisibility(null, d.id, "published");
  expect((await getEvent(d.id))?.sequence).toBe(2);
  const actions = (await listAudit({ entity: "event", entityId: e.id })).map((x) => x.action);
  expect(actions.filter((a) => a === "event.update")).toHaveLength(3);
});

test("a slug already in use is refused on edit", async () => {
  const a = await publish({ title: "Slug one" });
  await publish({ title: "Slug two" });
  await expect(updateEvent(null, a.id, value({ title: "Slug one", slug: "slug-two" }))).rejects.toMatchObject({
    code: "invalid",
    status: 400,
    field: "slug",
    message: "Another event already uses this address.",
  });
  expect((await getEvent(a.id))?.slug).toBe("slug-one");
});

test("status changes follow SPEC §4 and are audited", async () => {
  const e = await publish({ title: "Status show" });
  expect(await setStatus(null, e.id, "sold_out")).toMatchObject({ ok: true, message: "Marked sold out." });
  const bad = await setStatus(null, e.id, "postponed");
  expect(bad).toEqual({ ok: false, message: "A sold out event can't be marked postponed." });
  // The toast in the acting user's studio language.
  expect(await setStatus(null, e.id, "postponed", studioTranslatorFor("de").t)).toEqual({
    ok: false,
    message: "Ein ausverkaufter Termin kann nicht als verschoben markiert werden.",
  });
  expect((await setStatus(null, e.id, "scheduled")).ok).toBe(true);
  expect((await setStatus(null, e.id, "cancelled")).ok).toBe(true);
  expect((await setStatus(null, e.id, "scheduled")).ok).toBe(false);
  const log = (await listAudit({ entity: "event", entityId: e.id })).filter((x) => x.action === "event.status");
  expect(log.map((x) => JSON.parse(x.detail!).to).reverse()).toEqual(["sold_out", "scheduled", "cancelled"]);
});

test("duplicate makes a draft copy; delete removes it", async () => {
  const e = await publish({ title: "Original", rule: { freq: "weekly", interval: 1, count: 3 } });
  await setStatus(null, e.id, "postponed");
  const copy = await duplicateEvent(null, e.id);
  expect(copy).toMatchObject({
    title: "Original (copy)",
    slug: "original-2",
    visibility: "draft",
    status: "scheduled",
    sequence: 0,
    rule: e.rule,
  });
  expect(await deleteEvent(null, copy.id)).toMatchObject({ id: copy.id, title: "Original (copy)" });
  expect(await getEvent(copy.id)).toBeNull();
  // Gone is the catalogue's not_found (a 404), for every change.
  await expect(deleteEvent(null, copy.id)).rejects.toMatchObject({ code: "not_found", status: 404 });
  await expect(duplicateEvent(null, copy.id)).rejects.toMatchObject({ code: "not_found" });
  await expect(setVisibility(null, copy.id, "published")).rejects.toMatchObject({ code: "not_found" });
  await expect(setStatus(null, copy.id, "cancelled")).rejects.toMatchObject({ code: "not_found" });
  expect(await getEventBySlug("original")).not.toBeNull();
});

test("studio tabs split drafts, upcoming and past; search ignores case and wildcards", async () => {
  const now = at("2031-06-01T12:00:00Z");
  await createEvent(null, value({ title: "Draft 100% Party", startLocal: "2031-07-01T20:00" }));
  await publish({ title: "Future Gig", startLocal: "2031-07-02T20:00" });
  await publish({ title: "Old gig", startLocal: "2031-05-01T20:00" });
  const up = await listAdminEvents("upcoming", "GIG", now);
  expect(up.map((e) => e.title)).toEqual(["Future Gig"]);
  expect((await listAdminEvents("past", "gig", now)).map((e) => e.title)).toContain("Old gig");
  expect((await listAdminEvents("drafts", "100%", now)).map((e) => e.title)).toEqual(["Draft 100% Party"]);
  expect(await listAdminEvents("drafts", "1_0", now)).toEqual([]);
});

test("upcoming, past and month windows are right across zones", async () => {
  // 1 January 2032 00:30 UTC: still 31 December in New York, already 1 January in Berlin.
  const now = at("2032-01-01T00:30:00Z");
  const ny = await publish({
    title: "NY late",
    tz: "America/New_York",
    startLocal: "2031-12-31T23:30",
    endLocal: "2032-01-01T01:30",
  });
  const berlin = await publish({
    title: "Berlin early",
    tz: "Europe/Berlin",
    startLocal: "2032-01-01T00:00",
    endLocal: "2032-01-01T01:00",
  });
  const done = await publish({
    title: "Kolkata done",
    tz: "Asia/Kolkata",
    startLocal: "2032-01-01T05:00",
    endLocal: "2032-01-01T05:30",
  });
  await createEvent(null, value({ title: "Hidden draft", startLocal: "2032-01-02T20:00" }));

  const up = (await upcomingOccurrences(now)).map((x) => x.event.id);
  expect(up).toContain(ny.id); // 23:30 in New York = 04:30Z: still ahead
  expect(up).not.toContain(berlin.id); // ended 00:00Z
  expect(up).not.toContain(done.id); // 05:30 IST = 00:00Z, over
  const past = (await pastOccurrences(now)).items.map((x) => x.event.id);
  expect(past).toEqual(expect.arrayContaining([berlin.id, done.id]));
  expect(past).not.toContain(ny.id);

  // The New York show at 23:30 on the last day of the month sits in the 31 December cell,
  // although in UTC it is 1 January.
  const dec = await monthOccurrences(2031, 12, now);
  const nyOcc = dec.find((x) => x.event.id === ny.id)!;
  expect(listingDate(nyOcc.occ.start, false)).toBe("2031-12-31");
  const jan = await monthOccurrences(2032, 1, now);
  // January's grid starts on Monday 29 December, so the show is there too, still on the 31st.
  const inJan = jan.find((x) => x.event.id === ny.id)!;
  expect(inJan.occ.start.slice(0, 10)).toBe("2031-12-31");
  expect((await monthOccurrences(2032, 2, now)).map((x) => x.event.id)).not.toContain(ny.id);
  expect(jan.map((x) => x.event.title)).not.toContain("Hidden draft");
});

test("a late set marked 'night before' is listed on the previous date, also across a month end", async () => {
  const e = await publish({
    title: "Night set",
    startLocal: "2032-04-01T01:30",
    endLocal: "2032-04-01T03:00",
    nightBefore: true,
  });
  const march = await monthOccurrences(2032, 3);
  const occ = march.find((x) => x.event.id === e.id)!;
  expect(listingDate(occ.occ.start, true)).toBe("2032-03-31");
});

test("recurring events expand in lists, the month grid and the feed, skipping and moving dates", async () => {
  const e = await publish({
    title: "Weekly jam",
    startLocal: "2033-03-04T20:00",
    endLocal: "2033-03-04T23:00",
    rule: {
      freq: "weekly",
      interval: 1,
      count: 6,
      skip: ["2033-03-11"],
      moves: [{ date: "2033-03-18", to: "2033-03-19T21:00" }],
    },
  });
  const now = at("2033-03-01T00:00:00Z");
  const up = (await upcomingOccurrences(now)).filter((x) => x.event.id === e.id).map((x) => x.occ.start);
  expect(up).toEqual([
    "2033-03-04T20:00",
    "2033-03-19T21:00",
    "2033-03-25T20:00",
    "2033-04-01T20:00",
    "2033-04-08T20:00",
  ]);
  // Across the 27 March DST change the UTC time moves, the wall time does not.
  const april = (await monthOccurrences(2033, 4, now)).filter((x) => x.event.id === e.id);
  expect(april.map((x) => new Date(x.occ.startMs).toISOString())).toEqual([
    "2033-04-01T18:00:00.000Z",
    "2033-04-08T18:00:00.000Z",
  ]);
  const feed = (await feedOccurrences(now)).filter((x) => x.event.id === e.id);
  expect(feed.map((x) => x.occ.key)).toEqual(["2033-03-04", "2033-03-18", "2033-03-25", "2033-04-01", "2033-04-08"]);
  expect(pickOccurrence(e, "2033-03-18")?.start).toBe("2033-03-19T21:00");
  expect(pickOccurrence(e, "2033-03-11")).toBeNull();
  expect(pickOccurrence(e, null, at("2033-03-26T00:00:00Z"))?.key).toBe("2033-04-01");
});

test("open-ended rules reach a year ahead in the feed and any month in the grid", async () => {
  const e = await publish({
    title: "Forever",
    startLocal: "2034-01-06T20:00",
    endLocal: null,
    rule: { freq: "monthly", interval: 1, monthly: { kind: "weekday", ordinal: 1, weekday: 5 } },
  });
  const now = at("2034-01-01T00:00:00Z");
  const feed = (await feedOccurrences(now)).filter((x) => x.event.id === e.id);
  expect(feed).toHaveLength(12);
  const far = await monthOccurrences(2040, 2, now);
  // The grid shows 30 January – 4 March: the first Friday of March is in it too.
  expect(far.filter((x) => x.event.id === e.id).map((x) => x.occ.start)).toEqual([
    "2040-02-03T20:00",
    "2040-03-02T20:00",
  ]);
});

test("the feed window keeps the past 90 days and drops older dates", async () => {
  const now = at("2035-06-01T00:00:00Z");
  const recent = await publish({ title: "Recent", startLocal: "2035-04-01T20:00" });
  const old = await publish({ title: "Old", startLocal: "2035-02-01T20:00" });
  const ids = (await feedOccurrences(now)).map((x) => x.event.id);
  expect(ids).toContain(recent.id);
  expect(ids).not.toContain(old.id);
});

test("the sitemap lists published events and the upcoming dates of a series, never drafts", async () => {
  const { eventsSitemapEntries } = await import("./sitemap.server.ts");
  const series = await publish({
    title: "Sitemap series",
    startLocal: "2099-01-02T20:00",
    rule: { freq: "weekly", interval: 1, count: 3 },
  });
  await createEvent(null, value({ title: "Sitemap draft", startLocal: "2099-01-03T20:00" }));
  const paths = (await eventsSitemapEntries()).map((e) => e.path);
  expect(paths).toContain(`/events/${series.slug}`);
  expect(paths).toEqual(
    expect.arrayContaining([
      "/events/sitemap-series/2099-01-02",
      "/events/sitemap-series/2099-01-09",
      "/events/sitemap-series/2099-01-16",
    ]),
  );
  expect(paths.some((p) => p.includes("sitemap-draft"))).toBe(false);
});

test("the feed document reflects changes: a new SEQUENCE and ETag after an edit, CANCELLED after cancelling", async () => {
  const { siteFeed } = await import("./feed.server.ts");
  const { children, parseCalendar, prop } = await import("~/capabilities/events/lib/ics/parse.ts");
  const e = await publish({ title: "Feed check", startLocal: "2099-06-01T20:00" });
  const find = (text: string) => children(parseCalendar(text), "VEVENT").find((v) => prop(v, "UID")?.startsWith(e.id))!;
  const first = await siteFeed("https://band.example");
  expect(prop(find(first.text), "SEQUENCE")).toBe("0");
  expect(first.bytes).toBeLessThan(1_000_000);
  expect((await siteFeed("https://band.example")).etag).toBe(first.etag);
  await setStatus(null, e.id, "cancelled");
  const second = await siteFeed("https://band.example");
  expect(second.etag).not.toBe(first.etag);
  expect([prop(find(second.text), "STATUS"), prop(find(second.text), "SEQUENCE")]).toEqual(["CANCELLED", "1"]);
});
