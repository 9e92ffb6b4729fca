/** The events capability's public door (server): what other capabilities may use (lint enforces it). */
export { createHoldDraft, getEventSummary, type EventSummary, type HoldInput } from "./server/holds.server.ts";
