/**
 * The calendar links of the public pages: "Add to calendar" for one event as
 * one menu (its .ics file for Apple Calendar and desktop apps, Google
 * Calendar, Outlook.com, Microsoft 365), and "Subscribe to all dates" for the
 * whole feed as a list (webcal://, the same three services, the plain feed).
 * The menu is a <details>: it opens without JavaScript, over the page (no
 * layout shift).
 */
import { CalendarPlus } from "lucide-react";
import { useI18n } from "~/core/i18n/react.tsx";

/** The three web calendars both lists offer, in this order. */
export interface WebCalendarLinks {
  google: string;
  outlook: string;
  office365: string;
}

const WEB_CALENDARS: { key: keyof WebCalendarLinks; label: string }[] = [
  { key: "google", label: "Google Calendar" },
  { key: "outlook", label: "Outlook.com" },
  { key: "office365", label: "Outlook (Microsoft 365)" },
];

const webItems = (links: WebCalendarLinks) =>
  WEB_CALENDARS.map((c) => (
    <li key={c.key}>
      <a href={links[c.key]} rel="external noopener noreferrer">
        {c.label}
      </a>
    </li>
  ));

export interface AddToCalendarLinks extends WebCalendarLinks {
  ics: string;
  seriesIcs: string | null;
}

export function AddToCalendar({ links, title }: { links: AddToCalendarLinks; title: string }) {
  const { t } = useI18n();
  return (
    <details className="menu add-to-calendar">
      <summary className="button secondary">
        <CalendarPlus className="icon" aria-hidden="true" /> {t("events.calendar.add")}
      </summary>
      <ul className="menu__list">
        <li>
          <a href={links.ics} download>
            {t("events.calendar.file")}
            <span className="visually-hidden"> {t("events.calendar.fileFor", { title })}</span>
          </a>
        </li>
        {webItems(links)}
        {links.seriesIcs ? (
          <li>
            <a href={links.seriesIcs} download>
              {t("events.calendar.series")}
            </a>
          </li>
        ) : null}
      </ul>
    </details>
  );
}

export interface SubscribeData extends WebCalendarLinks {
  feedUrl: string;
  webcal: string;
}

export function SubscribeLinks({ links }: { links: SubscribeData }) {
  const { t } = useI18n();
  return (
    <section className="event-subscribe" aria-labelledby="subscribe-heading">
      <h2 id="subscribe-heading" className="event-subscribe__title">
        <CalendarPlus className="icon" aria-hidden="true" /> {t("events.calendar.subscribe")}
      </h2>
      <ul className="row event-subscribe__links">
        <li>
          <a href={links.webcal}>{t("events.calendar.webcal")}</a>
        </li>
        {webItems(links)}
        <li>
          <a href={links.feedUrl} type="text/calendar">
            {t("events.calendar.file")}
          </a>
        </li>
      </ul>
    </section>
  );
}
