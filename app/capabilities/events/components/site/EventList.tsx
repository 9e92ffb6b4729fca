/**
 * Events as a list (issue 10): each row a date block (weekday, day, month),
 * the title, the time and place on one line, and a clear ticket button or the
 * price. The whole row is the link to the event (the title's link is
 * stretched over it); the ticket button sits above it. A recurring series
 * appears once ("Every Tuesday · next: 24 Nov · 11 more dates"). With
 * `byMonth` the rows are grouped under month headings.
 */
import { Link } from "react-router";
import { Ticket } from "lucide-react";
import type { ListItem } from "~/capabilities/events/lib/views.ts";
import { StatusBadge } from "./StatusBadge.tsx";

/** Weekday, day and month of a row from its label ("Tue, 24 Nov 2026", formatted on the server). */
function dateParts(label: string) {
  const [weekday = "", day = "", month = ""] = label.replace(",", "").split(" ");
  return { weekday, day, month };
}

/** "November 2026" for a month's heading, the same on the server and in the browser (English, UTC). */
const monthHeading = (yyyyMm: string) => new Date(`${yyyyMm}-01T12:00:00Z`).toLocaleString("en-GB", { month: "long", year: "numeric", timeZone: "UTC" });

function Row({ e, H }: { e: ListItem; H: "h2" | "h3" }) {
  const p = dateParts(e.dateLabel);
  const place = [e.venueName, e.town].filter(Boolean).join(", ");
  const open = e.status !== "cancelled" && e.status !== "sold_out";
  return (
    <li className={`event${e.status === "cancelled" ? " event--cancelled" : ""}`}>
      <time className="event__date" dateTime={e.allDay ? e.listingDate : e.startIso}>
        <span className="event__weekday">{p.weekday}</span>
        <span className="event__day">{p.day}</span>
        <span className="event__month">{p.month}</span>
      </time>
      <div className="event__body">
        {e.series ? (
          <p className="event__series">
            {e.series.label}
            <span className="visually-hidden">, next date:</span>
          </p>
        ) : null}
        <H className="event__title">
          <Link to={e.series ? e.series.href : e.path} prefetch="intent">
            {e.title}
          </Link>{" "}
          <StatusBadge status={e.status} rescheduled={e.rescheduled} />
        </H>
        <p className="event__meta">
          <span className="nowrap">
            {e.timeLabel}
            {e.lateNight ? " (after midnight)" : ""}
          </span>
          {place ? <span> · {place}</span> : null}
        </p>
        {e.series && e.series.more > 0 ? (
          <p className="event__more">
            <Link to={e.series.href}>
              {e.series.more} more {e.series.more === 1 ? "date" : "dates"}
            </Link>
          </p>
        ) : null}
      </div>
      <div className="event__cta">
        {e.ticketUrl && open ? (
          <a className="button" href={e.ticketUrl} rel="external noopener noreferrer">
            <Ticket className="icon" aria-hidden="true" /> Tickets<span className="visually-hidden"> for {e.title} on {e.dateLabel}</span>
          </a>
        ) : e.priceText && e.status !== "cancelled" ? (
          <span className="event__price">{e.priceText}</span>
        ) : null}
      </div>
    </li>
  );
}

export function EventList({ items, headingLevel = 2, byMonth = false }: { items: readonly ListItem[]; headingLevel?: 2 | 3; byMonth?: boolean }) {
  if (!byMonth) {
    const H = `h${headingLevel}` as const;
    return (
      <ol className="event-list">
        {items.map((e) => (
          <Row key={`${e.eventId}-${e.key}`} e={e} H={H} />
        ))}
      </ol>
    );
  }
  const groups: { month: string; items: ListItem[] }[] = [];
  for (const e of items) {
    const month = e.listingDate.slice(0, 7);
    const last = groups[groups.length - 1];
    if (last?.month === month) last.items.push(e);
    else groups.push({ month, items: [e] });
  }
  return (
    <div className="event-months">
      {groups.map((g) => {
        return (
          <section key={g.month} className="event-month" aria-labelledby={`m-${g.month}`}>
            <h2 className="event-month__heading" id={`m-${g.month}`}>
              {monthHeading(g.month)}
            </h2>
            <ol className="event-list">
              {g.items.map((e) => (
                <Row key={`${e.eventId}-${e.key}`} e={e} H="h3" />
              ))}
            </ol>
          </section>
        );
      })}
    </div>
  );
}
