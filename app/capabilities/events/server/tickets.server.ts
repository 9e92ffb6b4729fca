/**
 * Ticket links go through `/go/ticket/<event id>-<link id>` (core/routes/go.ts),
 * so a click is counted per link (issue 16, Insights; issue 13: several links
 * per event) while the link still works without JavaScript. This resolves the
 * subject to the published event's link URL.
 *
 * `/go/ticket/<event id>` — the one-link form pages, e-mails and feeds carried
 * before issue 13 — still resolves: to the first link on sale now.
 */
import { now } from "~/core/clock.server.ts";
import { phaseOf } from "~/capabilities/events/lib/tickets.ts";
import { type EventRecord, getEvent } from "./data/events.server.ts";

export const TICKET_LINK_KIND = "ticket";

/** Link ids are 8 characters [a-z0-9] (lib/ticket-rows.ts), after the event id and a hyphen. */
const LINKED = /^(.+)-([a-z0-9]{8})$/;

/** The event a ticket subject names, and the link when it names one (event ids may hold hyphens too). */
export async function ticketSubject(subject: string): Promise<{ event: EventRecord; linkId: string | null } | null> {
  const m = LINKED.exec(subject);
  if (m) {
    const event = await getEvent(m[1]!);
    if (event && event.tickets.some((l) => l.id === m[2])) return { event, linkId: m[2]! };
  }
  const event = await getEvent(subject);
  return event ? { event, linkId: null } : null;
}

export async function publicTicketUrl(subject: string): Promise<string | null> {
  const found = await ticketSubject(subject);
  if (!found || found.event.visibility !== "published") return null;
  const { event, linkId } = found;
  if (linkId) return event.tickets.find((l) => l.id === linkId)?.url || null;
  const t = now();
  const withUrl = event.tickets.filter((l) => l.url);
  return (withUrl.find((l) => phaseOf(l, event.tz, t) === "open") ?? withUrl[0])?.url ?? null;
}
