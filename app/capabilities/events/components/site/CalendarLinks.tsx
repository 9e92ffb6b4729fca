/**
 * The calendar links of the public pages, one list with two uses: "Add to
 * calendar" for one event (its .ics file, Google Calendar, Outlook.com and
 * Microsoft 365) and "Subscribe to all dates" for the whole feed (webcal://,
 * the same three services, the plain feed).
 */
import type { ReactNode } from "react";
import { CalendarPlus, Download } from "lucide-react";
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

function CalendarLinkList(props: {
  id: string;
  heading: string;
  className: string;
  titleClassName?: string;
  listClassName: string;
  links: WebCalendarLinks;
  first: ReactNode;
  last?: ReactNode;
}) {
  return (
    <section className={props.className} aria-labelledby={props.id}>
      <h2 id={props.id} className={props.titleClassName}>
        <CalendarPlus className="icon" aria-hidden="true" /> {props.heading}
      </h2>
      <ul className={props.listClassName}>
        <li>{props.first}</li>
        {WEB_CALENDARS.map((c) => (
          <li key={c.key}>
            <a href={props.links[c.key]} rel="external noopener noreferrer">
              {c.label}
            </a>
          </li>
        ))}
        {props.last ? <li>{props.last}</li> : null}
      </ul>
    </section>
  );
}

export interface AddToCalendarLinks extends WebCalendarLinks {
  ics: string;
  seriesIcs: string | null;
}

export function AddToCalendar({ links, title }: { links: AddToCalendarLinks; title: string }) {
  const { t } = useI18n();
  return (
    <CalendarLinkList
      id="add-to-calendar"
      heading={t("events.calendar.add")}
      className="add-to-calendar"
      listClassName="row"
      links={links}
      first={
        <a className="button secondary small" href={links.ics} download>
          <Download className="icon" aria-hidden="true" /> {t("events.calendar.file")}
          <span className="visually-hidden"> {t("events.calendar.fileFor", { title })}</span>
        </a>
      }
      last={
        links.seriesIcs ? (
          <a href={links.seriesIcs} download>
            {t("events.calendar.series")}
          </a>
        ) : null
      }
    />
  );
}

export interface SubscribeData extends WebCalendarLinks {
  feedUrl: string;
  webcal: string;
}

export function SubscribeLinks({ links }: { links: SubscribeData }) {
  const { t } = useI18n();
  return (
    <CalendarLinkList
      id="subscribe-heading"
      heading={t("events.calendar.subscribe")}
      className="event-subscribe"
      titleClassName="event-subscribe__title"
      listClassName="row event-subscribe__links"
      links={links}
      first={<a href={links.webcal}>{t("events.calendar.webcal")}</a>}
      last={
        <a href={links.feedUrl} type="text/calendar">
          {t("events.calendar.file")}
        </a>
      }
    />
  );
}
