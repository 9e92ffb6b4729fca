/**
 * The site's objects as other servers read them: Fedify's vocabulary (what Mastodon-like servers
 * built on it see) reads each one back with its times, place, picture and audience; the terms of
 * FEP-8a8e and Mobilizon are there for those who know them.
 */
import { expect, test } from "vitest";
import { Article, Create, Event, Note, Place } from "@fedify/vocab";
import { wrap } from "./activities.ts";
import { articleObject, eventObject, noteObject, textToHtml, type EventObjectInput } from "./objects.ts";

const to = {
  actorId: "https://band.example/ap/actors/site",
  followersId: "https://band.example/ap/actors/site/followers",
};

const input = (over: Partial<EventObjectInput> = {}): EventObjectInput => ({
  id: "https://band.example/events/harbour-show",
  name: "Harbour Show",
  summary: "Fri 12 June 2026, 20:00 CEST · Club, Berlin",
  contentHtml: "<p>Loud.</p>",
  startIso: "2026-06-12T20:00:00+02:00",
  endIso: "2026-06-12T23:00:00+02:00",
  tz: "Europe/Berlin",
  status: "scheduled",
  venue: {
    name: "Club",
    address: { streetAddress: "Hauptstraße 1", postalCode: "10115", addressLocality: "Berlin" },
    latitude: 52.53,
    longitude: 13.38,
  },
  image: { url: "https://band.example/uploads/x/poster-1920.webp", alt: "The band on stage", mediaType: "image/webp" },
  participation: { mode: "free", capacity: 50, taken: 12 },
  published: "2026-05-01T10:00:00Z",
  updated: "2026-05-02T10:00:00Z",
  language: "en",
  ...over,
});

test("an Event with times in its zone, a Place with address and coordinates, its picture, to the public", async () => {
  const json = eventObject(input(), to);
  const e = await Event.fromJsonLd(json);
  expect(e.id?.href).toBe("https://band.example/events/harbour-show");
  expect(e.name?.toString()).toBe("Harbour Show");
  expect(e.startTime?.toString()).toBe("2026-06-12T18:00:00Z");
  expect(e.endTime?.toString()).toBe("2026-06-12T21:00:00Z");
  const place = await e.getLocation();
  expect(place).toBeInstanceOf(Place);
  expect((place as Place).latitude).toBe(52.53);
  expect(e.attributionId?.href).toBe(to.actorId);
  expect(e.toIds.map((u) => u.href)).toEqual(["https://www.w3.org/ns/activitystreams#Public"]);
  expect(json).toMatchObject({
    timezone: "Europe/Berlin",
    status: "CONFIRMED",
    joinMode: "free",
    maximumAttendeeCapacity: 50,
    remainingAttendeeCapacity: 38,
    location: { address: { type: "PostalAddress", postalCode: "10115", addressLocality: "Berlin" } },
    attachment: [{ type: "Document", name: "The band on stage", mediaType: "image/webp" }],
  });
});

test("cancelled and postponed dates carry iCalendar's status; tickets elsewhere are an external participation link", () => {
  expect(eventObject(input({ status: "cancelled" }), to).status).toBe("CANCELLED");
  expect(eventObject(input({ status: "postponed" }), to).status).toBe("TENTATIVE");
  const external = eventObject(input({ participation: { mode: "external", url: "https://tickets.example/x" } }), to);
  expect(external).toMatchObject({ joinMode: "external", externalParticipationUrl: "https://tickets.example/x" });
  expect(external).not.toHaveProperty("maximumAttendeeCapacity");
  // No place, no picture, no end: left out rather than empty.
  const bare = eventObject(
    input({ venue: { name: "", address: {}, latitude: null, longitude: null }, image: null, endIso: null }),
    to,
  );
  expect(bare).not.toHaveProperty("location");
  expect(bare).not.toHaveProperty("attachment");
  expect(bare).not.toHaveProperty("endTime");
});

test("a Create wraps the object without its own context, from the site's actor, to the same audience", async () => {
  const activity = wrap(
    "Create",
    "https://band.example/ap/activities/a1",
    eventObject(input(), to),
    to,
    "2026-05-01T10:00:00Z",
  );
  const c = await Create.fromJsonLd(activity);
  expect(c.actorId?.href).toBe(to.actorId);
  expect((await c.getObject())?.id?.href).toBe("https://band.example/events/harbour-show");
  expect(activity.object).not.toHaveProperty("@context");
  expect(activity.cc).toEqual([to.followersId]);
});

test("news posts are Articles with a summary; notes keep paragraphs and make only http(s) links", async () => {
  const a = await Article.fromJsonLd(
    articleObject(
      {
        id: "https://band.example/news/new-album",
        name: "New album",
        summary: "Out in May.",
        contentHtml: "<p>Out in May.</p>",
        image: null,
        published: "2026-04-01T10:00:00Z",
        updated: "2026-04-01T10:00:00Z",
        language: "de",
      },
      to,
    ),
  );
  expect(a.summary?.toString()).toBe("Out in May.");
  const n = await Note.fromJsonLd(
    noteObject(
      {
        id: "https://band.example/ap/notes/n1",
        text: "Soundcheck at 6!",
        published: "2026-04-01T10:00:00Z",
        language: "en",
      },
      to,
    ),
  );
  expect(n.content?.toString()).toBe("<p>Soundcheck at 6!</p>");
  expect(textToHtml("Tickets: https://t.example/a?b=1.\n\n<b>no</b> javascript:alert(1)")).toBe(
    '<p>Tickets: <a href="https://t.example/a?b=1" rel="nofollow noopener" target="_blank">https://t.example/a?b=1</a>.</p><p>&lt;b&gt;no&lt;/b&gt; javascript:alert(1)</p>',
  );
});
