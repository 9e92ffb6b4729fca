/**
 * Events as a list (issue 10): each row a date block (weekday, day, month),
 * the title, the time and place on one line, and a clear ticket button or the
 * price. The whole row is the link to the event (the title's link is
 * stretched over it); the ticket button sits above it. A recurring series
 * appears once ("Every Tuesday · next: 24 Nov · 11 more dates").
 */
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Translator } from "~/core/i18n/translator.ts";
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
 * How a list links: the router's Link, or — in markup rendered on the server (the home page's section) — a
 * plain <a> under the language's prefix, which core/ui/plain-links.ts hands to the router on a click.
 */
export interface ListLinks {
  t: Translator["t"];
  /** The language's prefix ("/es", or ""). */
  base: string;
}

function RowLink(props: { to: string; plain?: ListLinks; children: ReactNode }) {
  return props.plain ? (
    <a href={props.plain.base + props.to}>{props.children}</a>
  ) : (
    <Link to={props.to} prefetch="intent">
      {props.children}
    </Link>
  );
}

/**
 * `pictures`: the list shows pictures (one of its rows has one); a row without its own gets an empty
 * tile in that column, so every title starts at the same place.
 */
export function EventRow({
  e,
  H,
  pictures = false,
  plain,
}: {
  e: ListItem;
  H: "h2" | "h3";
  pictures?: boolean;
  plain?: ListLinks;
}) {
  const p = dateParts(e.dateLabel);
  const place = [e.venueName, e.town].filter(Boolean).join(", ");
  const page = useI18n();
  const t = plain?.t ?? page.t;
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
          <RowLink to={e.series ? e.series.href : e.path} plain={plain}>
            {e.title}
          </RowLink>{" "}
          <StatusBadge status={e.status} rescheduled={e.rescheduled} t={t} />
        </H>
        <p className="event__meta">
          {/* The time stays on one line; "after midnight" may wrap (it is long in some languages). */}
          <span className="nowrap">{e.allDay ? t("events.allDay") : e.timeLabel}</span>
          {e.lateNight ? ` ${t("events.row.afterMidnight")}` : ""}
          {place ? <span> · {place}</span> : null}
        </p>
        {e.series && e.series.more > 0 ? (
          <p className="event__more">
            <RowLink to={e.series.href} plain={plain}>
              {t("events.row.more", { count: e.series.more })}
            </RowLink>
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

export function EventList({
  items,
  headingLevel = 2,
  plain,
}: {
  items: readonly ListItem[];
  headingLevel?: 2 | 3;
  plain?: ListLinks;
}) {
  const H = `h${headingLevel}` as const;
  const pictures = items.some((e) => e.picture);
  return (
    <ol className={pictures ? "event-list event-list--pictures" : "event-list"}>
      {items.map((e) => (
        <EventRow key={`${e.eventId}-${e.key}`} e={e} H={H} pictures={pictures} plain={plain} />
      ))}
    </ol>
  );
}
