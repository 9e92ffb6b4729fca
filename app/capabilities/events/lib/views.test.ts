import { expect, test } from "vitest";
import { localToUtcMs } from "~/core/dates/zoned.ts";
import { toIcsEvent } from "./ics-events.ts";
import { expand } from "./recurrence.ts";
import { type EventLike, occurrencePath, occurrenceView, placeLine, townOf } from "./views.ts";

const event: EventLike & {
  sequence: number;
  createdAt: string;
  updatedAt: string;
  latitude: number | null;
  longitude: number | null;
} = {
  id: "ev1",
  slug: "jam",
  title: "Jam",
  status: "scheduled",
  previousStartsAt: null,
  venueName: "Club",
  venueAddress: "Street 1\n10115 Berlin",
  tickets: [
    {
      id: "main0001",
      date: null,
      kind: "tickets",
      label: "",
      url: "https://t.example/1",
      onSale: null,
      offSale: null,
      priceMin: "5",
      priceMax: null,
      currency: "EUR",
      note: "",
    },
  ],
  nightBefore: true,
  startLocal: "2025-03-08T01:30",
  endLocal: "2025-03-08T03:00",
  tz: "Europe/Berlin",
  allDay: false,
  rule: null,
  sequence: 4,
  createdAt: "2025-01-01T00:00:00.000Z",
  updatedAt: "2025-02-01T00:00:00.000Z",
  latitude: 52.5,
  longitude: 13.4,
};
const only = (e: typeof event) =>
  expand({ start: e.startLocal, durationMinutes: 90, tz: e.tz, rule: e.rule }, 0, Infinity)[0]!;

test("a late set is listed on the night before, with times in the event's zone", () => {
  const v = occurrenceView(event, only(event));
  expect(v).toMatchObject({
    path: "/events/jam",
    listingDate: "2025-03-07",
    lateNight: true,
    dateLabel: "Fri, 7 Mar 2025",
    timeLabel: "01:30 CET",
    startIso: "2025-03-08T01:30:00+01:00",
    town: "Berlin",
    recurring: false,
  });
});

test("recurring occurrences get their own paths and UIDs", () => {
  const series = { ...event, rule: { freq: "weekly" as const, interval: 1, count: 2 } };
  expect(occurrencePath(series, "2025-03-15")).toBe("/events/jam/2025-03-15");
  const occ = expand(
    { start: series.startLocal, durationMinutes: 90, tz: series.tz, rule: series.rule },
    0,
    Infinity,
  )[1]!;
  const ics = toIcsEvent(series, occ, { origin: "https://band.example", descriptionText: "Bring drums." });
  expect(ics).toMatchObject({
    uid: "ev1-20250315@band.example",
    sequence: 4,
    url: "https://band.example/events/jam/2025-03-15",
    status: "CONFIRMED",
  });
  expect(ics.startMs).toBe(localToUtcMs("2025-03-15T01:30", "Europe/Berlin"));
  expect(ics.description).toBe(
    "Bring drums.\n\nTickets (€5): https://t.example/1\n\nhttps://band.example/events/jam/2025-03-15",
  );
});

test("feed titles and STATUS carry the status", () => {
  const o = only(event);
  const one = (status: typeof event.status) =>
    toIcsEvent({ ...event, status }, o, { origin: "https://band.example", descriptionText: "" });
  expect([one("cancelled").summary, one("cancelled").status]).toEqual(["Cancelled: Jam", "CANCELLED"]);
  expect([one("postponed").summary, one("postponed").status]).toEqual(["Postponed: Jam", "TENTATIVE"]);
  expect([one("sold_out").summary, one("sold_out").status]).toEqual(["Jam (sold out)", "CONFIRMED"]);
  expect(one("cancelled").description).not.toContain("Tickets:");
  expect(one("scheduled").uid).toBe("ev1@band.example");
});

test("the Rescheduled badge: a moved date of a series, not its every date; a single event moved after publishing", () => {
  const series = {
    ...event,
    previousStartsAt: "2025-02-01T19:00:00.000Z",
    rule: { freq: "weekly" as const, interval: 1, count: 3, moves: [{ date: "2025-03-15", to: "2025-03-16T01:30" }] },
  };
  const occ = expand({ start: series.startLocal, durationMinutes: 90, tz: series.tz, rule: series.rule }, 0, Infinity);
  expect(occ.map((o) => [o.key, occurrenceView(series, o).rescheduled])).toEqual([
    ["2025-03-08", false],
    ["2025-03-15", true],
    ["2025-03-22", false],
  ]);
  expect(occurrenceView({ ...event, previousStartsAt: "2025-02-01T19:00:00.000Z" }, only(event)).rescheduled).toBe(
    true,
  );
  expect(
    occurrenceView({ ...event, previousStartsAt: "2025-02-01T19:00:00.000Z", status: "cancelled" }, only(event))
      .rescheduled,
  ).toBe(false);
  expect(occurrenceView(event, only(event)).rescheduled).toBe(false);
});

test("places read as one line without repeating the venue", () => {
  expect(placeLine("Görlitzer Park", "Görlitzer Park\n10997 Berlin")).toBe("Görlitzer Park, 10997 Berlin");
  expect(placeLine("Club", "Street 1\n10115 Berlin")).toBe("Club, Street 1, 10115 Berlin");
  expect(placeLine("", "Street 1")).toBe("Street 1");
  expect(townOf("196 Allen St\nNew York, NY 10002\nUSA")).toBe("New York");
});
