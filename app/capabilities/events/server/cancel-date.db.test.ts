/**
 * Calling off one date (ADR 2910) on a real database: a single event becomes
 * cancelled; one date of a series stays listed as cancelled — its page's
 * banner, its VEVENT's STATUS, its JSON-LD, its list row, what RSVP and
 * payments read through the door — while the other dates are untouched.
 * Twice is fine; an unknown date or event is refused and changes nothing.
 * These tests keep to 2061–2062.
 */
import { expect, test } from "vitest";
import { useTestDatabase } from "~tests/setup/db.ts";
import { eventValue, publishEvent } from "~tests/factories/events.ts";
import { listAudit } from "~/core/audit/audit.server.ts";
import { AppError } from "~/core/errors.ts";
import { children, parseCalendar, prop } from "~/capabilities/events/lib/ics/parse.ts";
import { cancelEventDate, getEventDate } from "~/capabilities/events/index.server.ts";
import { duplicateEvent, getEvent, setStatus, updateEvent } from "./events.server.ts";
import { eventPageData, eventsListData } from "./pages.server.ts";
import { eventFeed } from "./feed.server.ts";

useTestDatabase();
const ORIGIN = "https://band.example";
const NOW = Date.parse("2061-01-01T00:00:00Z");
const WEEKLY = { freq: "weekly" as const, interval: 1, count: 4 };

async function refusal(p: Promise<unknown>): Promise<AppError> {
  const e = await p.then(
    () => null,
    (x: unknown) => x,
  );
  expect(e).toBeInstanceOf(AppError);
  return e as AppError;
}

/** Each VEVENT of the event's own feed: its date key (from the UID) and STATUS. */
async function feedStatuses(id: string): Promise<Record<string, string | undefined>> {
  const doc = await eventFeed((await getEvent(id))!, ORIGIN, null, NOW);
  return Object.fromEntries(
    children(parseCalendar(doc.text), "VEVENT").map((v) => [
      /-(\d{8})@/.exec(prop(v, "UID") ?? "")?.[1] ?? prop(v, "UID"),
      prop(v, "STATUS"),
    ]),
  );
}

test("a single event's date: the event becomes cancelled, audited as a status change; twice is fine", async () => {
  const e = await publishEvent({ title: "One night", startLocal: "2061-05-02T20:00" });
  await setStatus(null, e.id, "sold_out");
  // A sold-out show is the one most likely refunded in bulk (SPEC §4 would need "scheduled" first: ADR 2910).
  expect(await cancelEventDate(null, e.id, "2061-05-02")).toEqual({ changed: true });
  expect((await getEvent(e.id))?.status).toBe("cancelled");
  expect(await cancelEventDate(null, e.id, "2061-05-02")).toEqual({ changed: false });
  const page = (await eventPageData(e.slug, null, ORIGIN, NOW))!;
  expect(page.banners).toEqual([{ kind: "cancelled", text: "This event is cancelled." }]);
  expect(page.jsonLd.eventStatus).toBe("https://schema.org/EventCancelled");
  expect(Object.values(await feedStatuses(e.id))).toEqual(["CANCELLED"]);
  expect((await getEventDate(e.id, "2061-05-02"))?.status).toBe("cancelled");
  const log = (await listAudit({ entity: "event", entityId: e.id })).filter((x) => x.action === "event.status");
  expect(log.map((x) => JSON.parse(x.detail!))[0]).toMatchObject({ from: "sold_out", to: "cancelled" });
  expect(log).toHaveLength(2);
});

test("one date of a series: listed as cancelled everywhere, the other dates go on", async () => {
  const e = await publishEvent({ title: "Tuesday jam", startLocal: "2061-06-07T20:00", rule: WEEKLY });
  const before = (await getEvent(e.id))!.sequence;
  expect(await cancelEventDate(null, e.id, "2061-06-14")).toEqual({ changed: true });
  const after = (await getEvent(e.id))!;
  // The series is still on; the rule names the date, and calendars see a new SEQUENCE.
  expect([after.status, after.rule?.cancelled, after.sequence]).toEqual(["scheduled", ["2061-06-14"], before + 1]);

  const page = (await eventPageData(e.slug, "2061-06-14", ORIGIN, NOW))!;
  expect(page.banners).toEqual([{ kind: "cancelled", text: "This date is cancelled. The other dates go ahead." }]);
  expect(page.event.status).toBe("cancelled");
  expect(page.jsonLd.eventStatus).toBe("https://schema.org/EventCancelled");
  const other = (await eventPageData(e.slug, "2061-06-21", ORIGIN, NOW))!;
  expect([other.banners, other.event.status, other.jsonLd.eventStatus]).toEqual([
    [],
    "scheduled",
    "https://schema.org/EventScheduled",
  ]);
  // The series' page lists its dates: the cancelled one is there, marked.
  expect(other.recurrence?.upcoming.map((x) => [x.key, x.status])).toEqual([
    ["2061-06-07", "scheduled"],
    ["2061-06-14", "cancelled"],
    ["2061-06-21", "scheduled"],
    ["2061-06-28", "scheduled"],
  ]);

  expect(await feedStatuses(e.id)).toEqual({
    "20610607": "CONFIRMED",
    "20610614": "CANCELLED",
    "20610621": "CONFIRMED",
    "20610628": "CONFIRMED",
  });
  const list = await eventsListData(ORIGIN, 1, Date.parse("2061-06-08T00:00:00Z"));
  // The series shows once in the list, through its next date: the cancelled one, said so.
  const row = list.items.find((x) => x.eventId === e.id)!;
  expect([row.key, row.status]).toEqual(["2061-06-14", "cancelled"]);
  const graph = (list.jsonLd as { "@graph": { url: string; eventStatus: string }[] })["@graph"];
  expect(graph.find((x) => x.url.endsWith(`/events/${e.slug}/2061-06-14`))?.eventStatus).toBe(
    "https://schema.org/EventCancelled",
  );

  // What RSVP and payments read through the door: this date cancelled, the next one not.
  expect((await getEventDate(e.id, "2061-06-14"))?.status).toBe("cancelled");
  expect((await getEventDate(e.id, "2061-06-21"))?.status).toBe("scheduled");

  expect(await cancelEventDate(null, e.id, "2061-06-14")).toEqual({ changed: false });
  expect((await getEvent(e.id))!.sequence).toBe(before + 1);
  const log = (await listAudit({ entity: "event", entityId: e.id })).filter((x) => x.action === "event.date_cancel");
  expect(log.map((x) => JSON.parse(x.detail!))).toEqual([{ title: "Tuesday jam", date: "2061-06-14" }]);
});

test("an unknown date, a skipped one or an unknown event is refused and nothing changes", async () => {
  const e = await publishEvent({
    title: "Refusals",
    startLocal: "2061-09-05T20:00",
    rule: { ...WEEKLY, skip: ["2061-09-12"] },
  });
  const single = await publishEvent({ title: "Refusals single", startLocal: "2061-09-06T20:00" });
  for (const [id, date] of [
    [e.id, "2061-09-06"], // not a date the rule makes
    [e.id, "2061-09-12"], // skipped: not on at all
    [e.id, "2061-10-03"], // after the last of four
    [e.id, "next tuesday"],
    [single.id, "2061-09-07"],
  ] as const) {
    const err = await refusal(cancelEventDate(null, id, date));
    expect([err.code, err.field]).toEqual(["invalid", "date"]);
  }
  expect((await refusal(cancelEventDate(null, "no-such-event", "2061-09-05"))).code).toBe("not_found");
  expect((await getEvent(e.id))!.rule?.cancelled).toBeUndefined();
  expect((await getEvent(single.id))!.status).toBe("scheduled");
  expect(await listAudit({ entity: "event", entityId: e.id })).toHaveLength(1); // its creation only
});

test("saving the series in the studio keeps its cancelled dates; a duplicate starts with none", async () => {
  const rule = { freq: "weekly" as const, interval: 1, count: 5 };
  const e = await publishEvent({ title: "Kept", startLocal: "2062-02-03T20:00", rule });
  await cancelEventDate(null, e.id, "2062-02-10");
  await cancelEventDate(null, e.id, "2062-02-17");
  // The form posts the rule without them (it does not know them); a skip of one of them wins.
  await updateEvent(null, e.id, eventValue({ title: "Kept", startLocal: "2062-02-03T20:00", rule }));
  expect((await getEvent(e.id))!.rule?.cancelled).toEqual(["2062-02-10", "2062-02-17"]);
  await updateEvent(
    null,
    e.id,
    eventValue({ title: "Kept", startLocal: "2062-02-03T20:00", rule: { ...rule, skip: ["2062-02-17"] } }),
  );
  expect((await getEvent(e.id))!.rule?.cancelled).toEqual(["2062-02-10"]);
  const copy = await duplicateEvent(null, e.id);
  expect([copy.rule?.cancelled, copy.rule?.skip]).toEqual([undefined, ["2062-02-17"]]);
});
