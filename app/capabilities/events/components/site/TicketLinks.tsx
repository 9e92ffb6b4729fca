/**
 * A date's ticket links on its page (issue 13), in the state the server
 * worked out for the moment it rendered (lib/tickets.ts): buttons while on
 * sale (the first one the main button), "On sale Fri 10:00 CET" before,
 * "Tickets at the door" and "Free entry" as lines, "Sold out" over all.
 * Links go through /go/ticket/… (counted, then a 302 to the shop).
 */
import { Ticket } from "lucide-react";
import type { TicketLine, TicketsView } from "~/capabilities/events/lib/tickets.ts";
import { useI18n } from "~/core/i18n/react.tsx";

function Line({ l, primary }: { l: TicketLine; primary: boolean }) {
  if (l.href) {
    return (
      <li className={`ticket-link ticket-link--${l.kind}`}>
        <a
          className={`button ticket-link__button${primary ? "" : " secondary"}`}
          href={l.href}
          rel="external noopener noreferrer"
        >
          <Ticket className="icon" aria-hidden="true" /> {l.label}
        </a>
        {l.price ? <span className="ticket-link__price">{l.price}</span> : null}
      </li>
    );
  }
  // The Ticket icon only: the page already has it, and each further icon is first-load JavaScript (ADR 0500).
  return (
    <li className={`ticket-link ticket-link--${l.kind} ticket-link--info${l.opens ? " ticket-link--soon" : ""}`}>
      <Ticket className="icon ticket-link__icon" aria-hidden="true" />
      <span className="ticket-link__text">
        <span className="ticket-link__label">{l.label}</span>
        {l.opens ? <span className="ticket-link__opens">{l.opens}</span> : null}
        {l.price ? <span className="ticket-link__price">{l.price}</span> : null}
      </span>
    </li>
  );
}

export function TicketLinks({ tickets }: { tickets: TicketsView }) {
  const { t } = useI18n();
  if (tickets.soldOut) return <p className="ticket-state ticket-state--sold-out">{t("events.status.soldOut")}</p>;
  if (tickets.lines.length === 0) return null;
  const first = tickets.lines.findIndex((l) => l.href);
  return (
    <ul className="ticket-links">
      {tickets.lines.map((l, i) => (
        <Line key={l.id} l={l} primary={i === first} />
      ))}
    </ul>
  );
}
