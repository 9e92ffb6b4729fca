/** "Add to calendar": the .ics file plus Google Calendar and Outlook (personal and Microsoft 365). */
import { CalendarPlus, Download } from "lucide-react";

export interface AddToCalendarLinks {
  ics: string;
  seriesIcs: string | null;
  google: string;
  outlook: string;
  office365: string;
}

export function AddToCalendar({ links, title }: { links: AddToCalendarLinks; title: string }) {
  return (
    <section className="add-to-calendar" aria-labelledby="add-to-calendar">
      <h2 id="add-to-calendar">
        <CalendarPlus className="icon" aria-hidden="true" /> Add to calendar
      </h2>
      <ul className="row">
        <li>
          <a className="button secondary small" href={links.ics} download>
            <Download className="icon" aria-hidden="true" /> Calendar file (.ics)<span className="visually-hidden"> for {title}</span>
          </a>
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
        {links.seriesIcs ? (
          <li>
            <a href={links.seriesIcs} download>
              All dates of this series (.ics)
            </a>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
