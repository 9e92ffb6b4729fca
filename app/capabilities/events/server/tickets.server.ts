/**
 * Ticket links go through `/go/ticket/<event id>` (core/routes/go.ts), so a
 * click can be counted (issue 16, Insights) while the link still works without
 * JavaScript. This resolves the id to the published event's ticket URL.
 */
import { getEvent } from "./data/events.server.ts";

export const TICKET_LINK_KIND = "ticket";

export async function publicTicketUrl(eventId: string): Promise<string | null> {
  const e = await getEvent(eventId);
  return e && e.visibility === "published" && e.ticketUrl ? e.ticketUrl : null;
}
