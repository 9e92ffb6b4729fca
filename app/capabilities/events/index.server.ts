/** The events capability's public door (server): what other capabilities may use (lint enforces it). */
export { createHoldDraft, getEventSummary, type EventSummary, type HoldInput } from "./server/holds.server.ts";
// Dates of events for RSVP (issue 13): which date a reply is for, the studio's choices, the .ics to attach.
export {
  eventDateIcs,
  getEventDate,
  upcomingDatesOf,
  upcomingEventChoices,
  type EventDate,
} from "./server/dates-door.server.ts";
// Published events with a date to come and their coordinates, for the fans' new-date digest (issue 12).
export { announceableEvents, type AnnounceableEvent } from "./server/announce-door.server.ts";
// Calling off one date (payments' "Cancel this date and refund every order"): cancelled on the site, in feeds and for RSVP (ADR 2910).
export { cancelEventDate } from "./server/cancel-date.server.ts";
// Published dates with everything an ActivityPub Event carries, for the fediverse (issue 31).
export { federatedDate, federatedDates, type FederatedDate } from "./server/federation-door.server.ts";
