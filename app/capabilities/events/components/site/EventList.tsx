/**
 * Events as a list (issue 10): each row a date block (weekday, day, month),
 * the title, the time and place on one line, and a clear ticket button or the
 * price. The whole row is the link to the event (the title's link is
 * stretched over it); the ticket button sits above it. A recurring series
 * appears once ("Every Tuesday · next: 24 Nov · 11 more dates").
 */
import { Link } from "react-router";
import { Ticket } from "lucide-react";
import type { ListItem } from "~/capabilities/events/lib/views.ts";
import { StatusBadge } from "./StatusBadge.tsx";
import { Picture } from "~/capabilities/media/index.ts";
import { useI18n } from "~/core/i18n/react.tsx";

/** Weekday, day and month of a row from its label ("Tue, 24 Nov 2026", formatted on the server). */
function dateParts(label: string) {
  const [weekday = "", day = "", month = ""] = label.replace(",", "").split(" ");
  return { weekday, day, month };
}

/**
 * `pictures`: the list shows pictures (one of its rows has one); a row without its own gets an empty
 * tile in that column, so every title starts at the same place.
 */
export function EventRow({ e, H, pictures = false }: { e: ListItem; H: "h2" | "h3"; pictures?: boolean }) {
  const p = dateParts(e.dateLabel);
  const place = [e.venueName, e.town].filter(Boolean).join(", ");
  const { t } = useI18n();
  return (
    <li className={`event${e.status === "cancelled" ? " event--cancelled" : ""}`}>
      <time className="event__date" dateTime={e.allDay ? e.listingDate : e.startIso}>
        <span className="event__weekday">{p.weekday}</span>
        <span className="event__day">{p.day}</span>
        <span className="event__month">{p.month}</span>
      </time>
      {pictures ? (
        e.picture ? (
          <Picture image={e.picture} sizes="(min-width: 48rem) 10rem, 6rem" className="event__pic" />
        ) : (
          <span className="event__pic" aria-hidden="true" />
        )
      ) : null}
      <div className="event__body">
        {e.series ? (
          <p className="event__series">
            {e.series.label}
            <span className="visually-hidden">{t("events.row.nextDate")}</span>
          </p>
        ) : null}
        <H className="event__title">
          <Link to={e.series ? e.series.href : e.path} prefetch="intent">
            {e.title}
          </Link>{" "}
          <StatusBadge status={e.status} rescheduled={e.rescheduled} />
        </H>
        <p className="event__meta">
          {/* The time stays on one line; "after midnight" may wrap (it is long in some languages). */}
          <span className="nowrap">{e.allDay ? t("events.allDay") : e.timeLabel}</span>
          {e.lateNight ? ` ${t("events.row.afterMidnight")}` : ""}
          {place ? <span> · {place}</span> : null}
        </p>
        {e.series && e.series.more > 0 ? (
          <p className="event__more">
            <Link to={e.series.href}>{t("events.row.more", { count: e.series.more })}</Link>
          </p>
        ) : null}
      </div>
      <div className="event__cta">
        {e.ticket?.href ? (
          <>
            <a className="button" href={e.ticket.href} rel="external noopener noreferrer">
              <Ticket className="icon" aria-hidden="true" /> {e.ticket.label}
              {e.ticket.forDate ? <span className="visually-hidden">{e.ticket.forDate}</span> : null}
            </a>
            {e.ticket.text ? <span className="event__price">{e.ticket.text}</span> : null}
          </>
        ) : e.ticket ? (
          <p className={`event__ticket-note${e.ticket.soon ? " event__ticket-note--soon" : ""}`}>
            <Ticket className="icon" aria-hidden="true" />
            <span>
              {e.ticket.showLabel ? <span className="event__ticket-label">{e.ticket.label}</span> : null}
              {e.ticket.text ? <span>{e.ticket.text}</span> : null}
            </span>
          </p>
        ) : null}
      </div>
    </li>
  );
}

export function EventList({ items, headingLevel = 2 }: { items: readonly ListItem[]; headingLevel?: 2 | 3 }) {
  const H = `h${headingLevel}` as const;
  const pictures = items.some((e) => e.picture);
  return (
    <ol className={pictures ? "event-list event-list--pictures" : "event-list"}>
      {items.map((e) => (
        <EventRow key={`${e.eventId}-${e.key}`} e={e} H={H} pictures={pictures} />
      ))}
    </ol>
  );
}
