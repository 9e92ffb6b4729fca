/** Events as the studio form submits them, for tests that need real rows (no mocks). */
import type { EventFormValue } from "~/capabilities/events/schemas.ts";
import type { VenueInput } from "~/capabilities/events/lib/venue-schema.ts";
import { createEvent } from "~/capabilities/events/server/events.server.ts";

/** A new venue for the form value (saved with the event): a Berlin club unless told otherwise. */
export const newVenue = (over: Partial<VenueInput> = {}): { create: VenueInput } => ({
  create: {
    name: "Club",
    address: "Hauptstraße 1\n10115 Berlin",
    website: "",
    latitude: null,
    longitude: null,
    ...over,
  },
});

/** A complete, valid form value: a Berlin club show with no end; override what the test is about. */
export const eventValue = (over: Partial<EventFormValue> = {}): EventFormValue => ({
  title: "Show",
  slug: "",
  description: "",
  allDay: false,
  startLocal: "2030-03-14T20:00",
  endLocal: null,
  tz: "Europe/Berlin",
  venue: newVenue(),
  tickets: [],
  nightBefore: false,
  rule: null,
  ...over,
});

/** Creates the event as published (no actor: not audited as anyone). */
export const publishEvent = (over: Partial<EventFormValue> = {}) =>
  createEvent(null, eventValue(over), { visibility: "published" });
