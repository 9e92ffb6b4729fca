/** The events capability's public door (browser-safe): what other capabilities may use (lint enforces it). */
// On-sale states of ticket links (ADR 0108), reused by sold tickets' sale windows (issue 29).
export { phaseOf, saleTimeLabel, type TicketPhase } from "./lib/tickets.ts";
