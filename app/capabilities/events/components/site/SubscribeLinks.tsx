/** "Subscribe" for the whole calendar: webcal:// (Apple and most apps), Google, Outlook, and the plain feed. */
import { CalendarPlus } from "lucide-react";

export interface SubscribeData {
  feedUrl: string;
  webcal: string;
  google: string;
  outlook: string;
  office365: string;
}

export function SubscribeLinks({ links }: { links: SubscribeData }) {
  return (
    <section className="event-subscribe" aria-labelledby="subscribe-heading">
      <h2 id="subscribe-heading" className="event-subscribe__title">
        <CalendarPlus className="icon" aria-hidden="true" /> Subscribe to all dates
      </h2>
      <ul className="row event-subscribe__links">
        <li>
          <a href={links.webcal}>Apple Calendar &amp; others (webcal)</a>
        </li>
        <li>
          <a href={links.google} rel="external noopener noreferrer">
            Google Calendar
          </a>
        </li>
        <li>
          <a href={links.outlook} rel="external noopener noreferrer">
            Outlook.com
          </a>
        </li>
        <li>
          <a href={links.office365} rel="external noopener noreferrer">
            Outlook (Microsoft 365)
          </a>
        </li>
        <li>
          <a href={links.feedUrl} type="text/calendar">
            Calendar file (.ics)
          </a>
        </li>
      </ul>
    </section>
  );
}
