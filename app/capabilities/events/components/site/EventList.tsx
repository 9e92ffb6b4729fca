/** Events as a list: date, time in the event's zone, title, venue and town, status, ticket link. */
import { Link } from "react-router";
import { Ticket } from "lucide-react";
import type { ListItem } from "~/capabilities/events/lib/views.ts";
import { StatusBadge } from "./StatusBadge.tsx";

export function EventList({ items, headingLevel = 2 }: { items: readonly ListItem[]; headingLevel?: 2 | 3 }) {
  const H = `h${headingLevel}` as const;
  return (
    <ol className="event-list">
      {items.map((e) => (
        <li key={`${e.eventId}-${e.key}`} className={`event-item${e.status === "cancelled" ? " event-item--cancelled" : ""}`}>
          <p className="event-item__when">
            <time dateTime={e.allDay ? e.listingDate : e.startIso}>
              <span className="event-item__date">{e.dateLabel}</span>
              <span className="event-item__time">
                {e.timeLabel}
                {e.lateNight ? <span className="muted"> (after midnight)</span> : null}
              </span>
            </time>
          </p>
          <div className="event-item__body">
            <H className="event-item__title">
              <Link to={e.path} prefetch="intent">
                {e.title}
              </Link>{" "}
              <StatusBadge status={e.status} rescheduled={e.rescheduled} />
            </H>
            {e.venueName || e.town ? (
              <p className="event-item__venue">{[e.venueName, e.town].filter(Boolean).join(", ")}</p>
            ) : null}
          </div>
          <div className="event-item__tickets">
            {e.ticketUrl && e.status !== "cancelled" && e.status !== "sold_out" ? (
              <a className="button small" href={e.ticketUrl} rel="external noopener noreferrer">
                <Ticket className="icon" aria-hidden="true" /> Tickets<span className="visually-hidden"> for {e.title} on {e.dateLabel}</span>
              </a>
            ) : e.priceText && e.status !== "cancelled" ? (
              <span className="muted">{e.priceText}</span>
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
