/** Events and occurrences as iCalendar VEVENT input. */
import type { IcsEvent, IcsStatus } from "~/capabilities/events/lib/ics/calendar.ts";
import { type EventStatus, atOccurrence } from "./model.ts";
import type { Occurrence } from "./recurrence.ts";
import { type EventLike, occurrencePath, placeLine } from "./views.ts";
import { linksForDate, phaseOf, priceLabel } from "./tickets.ts";
import { ENGLISH_TICKET_WORDS, ticketMessages, ticketWords } from "./messages.ts";
import type { Translator } from "~/core/i18n/translator.ts";

export interface IcsSource extends EventLike {
  sequence: number;
  createdAt: string;
  updatedAt: string;
  latitude: number | null;
  longitude: number | null;
}

export function icsStatus(s: EventStatus): IcsStatus {
  return s === "cancelled" ? "CANCELLED" : s === "postponed" ? "TENTATIVE" : "CONFIRMED";
}

/** Some calendar apps ignore STATUS in subscribed feeds, so the title says it too (in the site's language with `t`). */
function summary(e: IcsSource, t?: Translator["t"]): string {
  const title = e.title;
  if (e.status === "cancelled") return t ? t("events.ics.cancelled", { title }) : `Cancelled: ${title}`;
  if (e.status === "postponed") return t ? t("events.ics.postponed", { title }) : `Postponed: ${title}`;
  if (e.status === "sold_out") return t ? t("events.ics.soldOut", { title }) : `${title} (sold out)`;
  return title;
}

/**
 * UID: the event id (random, never reused) plus the occurrence key for
 * recurring events, at the site's host: stable across edits, moves and
 * status changes, so calendars update the entry instead of adding one.
 */
export function icsUid(e: Pick<IcsSource, "id" | "rule">, key: string, host: string): string {
  return e.rule ? `${e.id}-${key.replace(/-/g, "")}@${host}` : `${e.id}@${host}`;
}

/**
 * The date's ticket links that have not ended, one line each ("Tickets (€12–15): https://…"),
 * with the shop's own URL: a calendar entry outlives this site's click counter.
 */
export function icsTicketLines(
  e: Pick<IcsSource, "tickets" | "status" | "tz">,
  key: string,
  nowMs: number,
  t?: Translator["t"],
): string[] {
  if (e.status === "cancelled") return [];
  // A link without the owner's label is named by its kind, in the feed's language when there is a translator.
  const words = t ? ticketWords(t) : ENGLISH_TICKET_WORDS;
  return linksForDate(e.tickets, key)
    .filter((l) => phaseOf(l, e.tz, nowMs) !== "ended")
    .map((l) => {
      const label = l.label.trim() || words.kind(l.kind);
      const price = priceLabel(l, undefined, words.free);
      return l.url
        ? ticketMessages.icsLine(price ? `${label} (${price})` : label, l.url)
        : price
          ? ticketMessages.icsLine(label, price)
          : label;
    });
}

export function toIcsEvent(
  event: IcsSource,
  o: Occurrence,
  opts: { origin: string; descriptionText: string; nowMs?: number; t?: Translator["t"]; extraLines?: string[] },
): IcsEvent {
  // One VEVENT per date (ADR 0104): a date called off on its own is STATUS:CANCELLED, the others are not.
  const e = atOccurrence(event, o);
  const url = `${opts.origin}${occurrencePath(e, o.key)}`;
  const host = new URL(opts.origin).hostname;
  const details = [
    opts.descriptionText,
    // The line-up and running order (issue 32 §1), before the ticket lines.
    ...(opts.extraLines ?? []),
    ...icsTicketLines(e, o.key, opts.nowMs ?? Date.now(), opts.t),
    url,
  ].filter(Boolean);
  const location = placeLine(e.venueName, e.venueAddress);
  return {
    uid: icsUid(e, o.key, host),
    sequence: e.sequence,
    startMs: o.startMs,
    endMs: o.endMs,
    tz: e.tz,
    allDay: e.allDay,
    summary: summary(e, opts.t),
    description: details.join("\n\n"),
    location: location || undefined,
    geo: e.latitude !== null && e.longitude !== null ? { lat: e.latitude, lon: e.longitude } : null,
    url,
    status: icsStatus(e.status),
    createdMs: Date.parse(e.createdAt),
    lastModifiedMs: Date.parse(e.updatedAt),
  };
}
