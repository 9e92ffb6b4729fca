/**
 * Saved venues (issue 11) on a real database: made inline from the event form
 * or on /admin/venues, picked by events, edited in one place (the event page,
 * its JSON-LD and its feed follow), deleted with their events kept; a save
 * that fails takes its new venue back; every change audited once.
 */
import { expect, test } from "vitest";
import { useTestDatabase } from "~tests/setup/db.ts";
import { eventValue, newVenue } from "~tests/factories/events.ts";
import { listAudit } from "~/core/audit/audit.server.ts";
import { AppError } from "~/core/errors.ts";
import { createEvent, getEvent, updateEvent } from "./events.server.ts";
import { eventPageData } from "./pages.server.ts";
import { createVenue, deleteVenue, getVenue, studioVenues, updateVenue, venueOptions } from "./venues.server.ts";
import { listVenues } from "./data/venues.server.ts";

useTestDatabase();
const ORIGIN = "https://band.example";
const actor = { id: "u1", email: "ed@example.com" };

const hallInput = {
  name: "Lantern Hall",
  address: "Oranienstraße 25\n10999 Berlin",
  website: "https://hall.example/",
  latitude: 52.50116,
  longitude: 13.42235,
};

test("a new venue typed into the event form is saved with the event and offered for the next", async () => {
  const e = await createEvent(
    actor,
    eventValue({ title: "First at the hall", startLocal: "2051-03-01T20:00", venue: { create: hallInput } }),
    { visibility: "published" },
  );
  expect(e).toMatchObject({
    venueName: "Lantern Hall",
    venueAddress: hallInput.address,
    latitude: 52.50116,
    longitude: 13.42235,
    venueWebsite: "https://hall.example/",
  });
  const options = await venueOptions();
  const hall = options.find((o) => o.label.startsWith("Lantern Hall"));
  expect(hall?.label).toBe("Lantern Hall (Berlin)");
  // The next event picks it: no second venue.
  const again = await createEvent(
    actor,
    eventValue({ title: "Second at the hall", startLocal: "2051-03-08T20:00", venue: { id: hall!.id } }),
    { visibility: "published" },
  );
  expect(again.venueId).toBe(e.venueId);
  expect((await listVenues()).filter((v) => v.name === "Lantern Hall")).toHaveLength(1);
  expect((await listAudit({ entity: "venue", entityId: e.venueId! })).map((a) => a.action)).toEqual(["venue.create"]);
});

test("edited in one place: every event there shows the new address, pin and website, in its page and JSON-LD", async () => {
  const v = await createVenue(actor, { ...hallInput, name: "Old Mill", website: "" });
  const a = await createEvent(
    null,
    eventValue({ title: "Mill one", startLocal: "2052-01-10T20:00", venue: { id: v.id } }),
    { visibility: "published" },
  );
  const b = await createEvent(
    null,
    eventValue({ title: "Mill two", startLocal: "2052-01-17T20:00", venue: { id: v.id } }),
    { visibility: "published" },
  );
  const seqBefore = (await getEvent(b.id))!.sequence;
  await updateVenue(actor, v.id, {
    name: "The Old Mill",
    address: "Mühlenweg 1\n04109 Leipzig",
    website: "https://mill.example/",
    latitude: 51.34,
    longitude: 12.37,
  });
  for (const id of [a.id, b.id]) {
    const page = (await eventPageData((await getEvent(id))!.slug, null, ORIGIN))!;
    expect(page.venue).toEqual({
      name: "The Old Mill",
      address: "Mühlenweg 1\n04109 Leipzig",
      latitude: 51.34,
      longitude: 12.37,
      website: "https://mill.example/",
    });
    expect(page.jsonLd).toMatchObject({
      location: {
        "@type": "Place",
        name: "The Old Mill",
        url: "https://mill.example/",
        geo: { latitude: 51.34, longitude: 12.37 },
        address: { addressLocality: "Leipzig" },
      },
    });
  }
  // Subscribed calendars see a change: SEQUENCE went up.
  expect((await getEvent(b.id))!.sequence).toBe(seqBefore + 1);
  const audit = await listAudit({ entity: "venue", entityId: v.id });
  expect(audit.map((x) => [x.action, JSON.parse(x.detail ?? "{}")])).toContainEqual([
    "venue.update",
    { name: "The Old Mill", renamed: ["Old Mill", "The Old Mill"], events: 2 },
  ]);
});

test("deleting a venue keeps its events, with no venue; the studio list counts events per venue", async () => {
  const v = await createVenue(actor, { ...hallInput, name: "Short-lived Club" });
  const e = await createEvent(
    null,
    eventValue({ title: "At the club", startLocal: "2053-02-01T20:00", venue: { id: v.id } }),
  );
  expect((await studioVenues()).find((x) => x.id === v.id)).toMatchObject({ events: 1, town: "Berlin" });
  expect(await deleteVenue(actor, v.id)).toMatchObject({ events: 1 });
  expect(await getVenue(v.id)).toBeNull();
  expect(await getEvent(e.id)).toMatchObject({
    venueId: null,
    venueName: "",
    venueAddress: "",
    latitude: null,
    longitude: null,
  });
  await expect(deleteVenue(actor, v.id)).rejects.toMatchObject({ code: "not_found" });
});

test("an unknown venue id is the form's error under the picker; a save that fails takes its new venue back", async () => {
  const err = await createEvent(null, eventValue({ title: "Nowhere", venue: { id: "no-such-venue" } })).catch(
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  expect(err).toMatchObject({ code: "invalid", field: "venue_id" });

  const taken = await createEvent(
    null,
    eventValue({ title: "Slug holder", slug: "slug-holder", startLocal: "2054-01-01T20:00", venue: null }),
  );
  const e = await createEvent(null, eventValue({ title: "Mover", startLocal: "2054-01-02T20:00", venue: null }));
  const before = (await listVenues()).length;
  const failed = await updateEvent(
    actor,
    e.id,
    eventValue({
      title: "Mover",
      slug: taken.slug,
      startLocal: "2054-01-02T20:00",
      venue: newVenue({ name: "Never saved" }),
    }),
  ).catch((x: unknown) => x);
  expect(failed).toMatchObject({ code: "invalid", field: "slug" });
  expect((await listVenues()).length).toBe(before);
  expect((await listVenues()).some((v) => v.name === "Never saved")).toBe(false);
  expect(await getEvent(e.id)).toMatchObject({ venueId: null, sequence: 0 });
});

test("two venues of one name are told apart by their town in the picker", async () => {
  await createVenue(actor, {
    name: "The Crown",
    address: "1 High St\nOxford OX1 1AA",
    website: "",
    latitude: null,
    longitude: null,
  });
  await createVenue(actor, {
    name: "The Crown",
    address: "2 Market Sq\nYork YO1 8AA",
    website: "",
    latitude: null,
    longitude: null,
  });
  const labels = (await venueOptions()).map((o) => o.label).filter((l) => l.startsWith("The Crown"));
  expect(labels.length).toBe(2);
  expect(new Set(labels).size).toBe(2);
});
