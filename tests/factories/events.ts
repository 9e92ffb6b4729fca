/** Events as the studio form submits them, for tests that need real rows (no mocks). */
import type { EventFormValue } from "~/capabilities/events/schemas.ts";
import { createEvent } from "~/capabilities/events/server/events.server.ts";

/** A complete, valid form value: a Berlin club show with no end; override what the test is about. */
export const eventValue = (over: Partial<EventFormValue> = {}): EventFormValue => ({
  title: "Show",
  slug: "",
  description: "",
  allDay: false,
  startLocal: "2030-03-14T20:00",
  endLocal: null,
  tz: "Europe/Berlin",
  venueName: "Club",
  venueAddress: "Hauptstraße 1\n10115 Berlin",
  latitude: null,
  longitude: null,
  ticketUrl: "",
  priceText: "",
  nightBefore: false,
  rule: null,
  ...over,
});

/** Creates the event as published (no actor: not audited as anyone). */
export const publishEvent = (over: Partial<EventFormValue> = {}) => createEvent(null, eventValue(over), { visibility: "published" });
