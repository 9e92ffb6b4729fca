import { expect, test } from "vitest";
import { localToUtcMs } from "~/core/dates/zoned.ts";
import { ticketsFromLegacy } from "./legacy-tickets.ts";
import { ticketOffers } from "./ticket-offers.ts";
import {
  type EventJsonLdInput,
  eventJsonLd,
  eventJsonLdScript,
  eventListJsonLd,
  eventType,
  parsePrice,
} from "./event-jsonld.ts";

const tz = "Europe/Berlin";
// The one-link event of before issue 13, as the migration made it (lib/legacy-tickets.ts).
const legacyLinks = ticketsFromLegacy("https://tickets.example/123", "€15 / €12 concessions", () => "link0001");
const offersFor = (status: EventJsonLdInput["status"]) =>
  ticketOffers(
    legacyLinks,
    { status, tz, pageUrl: "https://band.example/events/release-show" },
    Date.parse("2025-07-01T00:00:00Z"),
  );
const input = (over: Partial<EventJsonLdInput> = {}): EventJsonLdInput => ({
  name: "Release show",
  description: "Doors at 19:00.",
  url: "https://band.example/events/release-show",
  images: ["https://band.example/uploads/a.webp"],
  startMs: localToUtcMs("2025-07-14T20:00", tz),
  endMs: localToUtcMs("2025-07-14T23:00", tz),
  tz,
  allDay: false,
  status: "scheduled",
  venue: { name: "Club", address: "Hauptstraße 1\n10115 Berlin\nGermany", latitude: 52.52, longitude: 13.405 },
  offers: offersFor(over.status ?? "scheduled"),
  act: { type: "MusicGroup", name: "The Band", url: "https://band.example/" },
  ...over,
});

test("a scheduled music event has the full shape", () => {
  expect(eventJsonLd(input())).toEqual({
    "@context": "https://schema.org",
    "@type": "MusicEvent",
    name: "Release show",
    description: "Doors at 19:00.",
    url: "https://band.example/events/release-show",
    image: ["https://band.example/uploads/a.webp"],
    startDate: "2025-07-14T20:00:00+02:00",
    endDate: "2025-07-14T23:00:00+02:00",
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: {
      "@type": "Place",
      name: "Club",
      address: {
        "@type": "PostalAddress",
        streetAddress: "Hauptstraße 1",
        postalCode: "10115",
        addressLocality: "Berlin",
        addressCountry: "Germany",
      },
      geo: { "@type": "GeoCoordinates", latitude: 52.52, longitude: 13.405 },
    },
    offers: {
      "@type": "Offer",
      url: "https://tickets.example/123",
      price: "15",
      priceCurrency: "EUR",
      description: "€15 / €12 concessions",
      availability: "https://schema.org/InStock",
    },
    performer: { "@type": "MusicGroup", name: "The Band", url: "https://band.example/" },
    organizer: { "@type": "MusicGroup", name: "The Band", url: "https://band.example/" },
  });
});

test("the event type follows the act type", () => {
  expect(eventType("MusicGroup")).toBe("MusicEvent");
  expect(eventType("TheaterGroup")).toBe("TheaterEvent");
  expect(eventType("PerformingGroup")).toBe("ComedyEvent");
  expect(eventType("DanceGroup")).toBe("DanceEvent");
  expect(eventType("LocalBusiness")).toBe("Event");
  expect(eventType("Person")).toBe("Event");
  expect(eventJsonLd(input({ act: { type: "Person", name: "Solo", url: "https://solo.example/" } })).performer).toEqual(
    {
      "@type": "Person",
      name: "Solo",
      url: "https://solo.example/",
    },
  );
});

test("statuses: postponed, cancelled, rescheduled with the previous date, sold out", () => {
  expect(eventJsonLd(input({ status: "postponed" })).eventStatus).toBe("https://schema.org/EventPostponed");
  expect(eventJsonLd(input({ status: "cancelled" })).eventStatus).toBe("https://schema.org/EventCancelled");
  const moved = eventJsonLd(input({ previousStartMs: localToUtcMs("2025-03-14T20:00", tz) }));
  expect(moved.eventStatus).toBe("https://schema.org/EventRescheduled");
  expect(moved.previousStartDate).toBe("2025-03-14T20:00:00+01:00");
  const sold = eventJsonLd(input({ status: "sold_out" }));
  expect(sold.eventStatus).toBe("https://schema.org/EventScheduled");
  expect((sold.offers as Record<string, unknown>).availability).toBe("https://schema.org/SoldOut");
  expect(eventJsonLd(input()).previousStartDate).toBeUndefined();
});

test("offsets follow each zone, all-day events give dates", () => {
  const ny = "America/New_York";
  const e = eventJsonLd(input({ tz: ny, startMs: localToUtcMs("2025-01-10T19:30", ny), endMs: null }));
  expect(e.startDate).toBe("2025-01-10T19:30:00-05:00");
  expect(e.endDate).toBeUndefined();
  const k = eventJsonLd(input({ tz: "Asia/Kolkata", startMs: localToUtcMs("2025-01-10T19:30", "Asia/Kolkata") }));
  expect(k.startDate).toBe("2025-01-10T19:30:00+05:30");
  const day = eventJsonLd(
    input({ allDay: true, startMs: localToUtcMs("2025-07-14T00:00", tz), endMs: localToUtcMs("2025-07-16T00:00", tz) }),
  );
  expect([day.startDate, day.endDate]).toEqual(["2025-07-14", "2025-07-16"]);
});

test("missing venue details and offers are left out, not emptied", () => {
  const e = eventJsonLd(input({ venue: {}, offers: undefined, images: [], description: "" }));
  expect(e).not.toHaveProperty("location");
  expect(e).not.toHaveProperty("offers");
  expect(e).not.toHaveProperty("image");
  expect(e).not.toHaveProperty("description");
  expect(
    eventJsonLd(input({ offers: ticketOffers([], { status: "scheduled", tz, pageUrl: "https://band.example/" }, 0) })),
  ).not.toHaveProperty("offers");
});

test("prices are read only when plain", () => {
  expect(parsePrice("€15")).toEqual({ price: "15", priceCurrency: "EUR" });
  expect(parsePrice("12,50 €")).toEqual({ price: "12.50", priceCurrency: "EUR" });
  expect(parsePrice("GBP 8")).toEqual({ price: "8", priceCurrency: "GBP" });
  expect(parsePrice("Free entry")).toEqual({ price: "0" });
  expect(parsePrice("$20")).toEqual({}); // which dollar?
  expect(parsePrice("Pay what you can")).toEqual({});
});

test("the list puts every event in one graph, and the script cannot break out of its tag", () => {
  const list = eventListJsonLd([input(), input({ name: "</script><script>alert(1)</script>" })]);
  expect(list["@context"]).toBe("https://schema.org");
  const graph = list["@graph"] as Record<string, unknown>[];
  expect(graph).toHaveLength(2);
  expect(graph[0]).not.toHaveProperty("@context");
  // Compact on the list: the full details live on each event's page.
  expect(Object.keys(graph[0]!).sort()).toEqual([
    "@type",
    "endDate",
    "eventAttendanceMode",
    "eventStatus",
    "location",
    "name",
    "startDate",
    "url",
  ]);
  expect(graph[0]!.location).not.toHaveProperty("geo");
  const script = eventJsonLdScript(list);
  expect(script).not.toContain("</script>");
  expect(JSON.parse(script)).toEqual(list);
});
