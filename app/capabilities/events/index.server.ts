/** The events capability's public door (server): what other capabilities may use (lint enforces it). */
export { createHoldDraft, getEventSummary, type EventSummary, type HoldInput } from "./server/holds.server.ts";
// Published events with a date to come and their coordinates, for the fans' new-date digest (issue 12).
export { announceableEvents, type AnnounceableEvent } from "./server/announce-door.server.ts";
