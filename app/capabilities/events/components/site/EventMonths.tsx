/** /events: the upcoming rows under month headings (its own file, so the home page's "next dates" don't carry it). */
import type { ListItem } from "~/capabilities/events/lib/views.ts";
import { EventRow } from "./EventList.tsx";
import { useI18n } from "~/core/i18n/react.tsx";

/** "November 2026" for a month's heading, the same on the server and in the browser (the site's language, UTC). */
const monthHeading = (yyyyMm: string, intl: string) =>
  new Date(`${yyyyMm}-01T12:00:00Z`).toLocaleString(intl, { month: "long", year: "numeric", timeZone: "UTC" });

export function EventMonths({ items }: { items: readonly ListItem[] }) {
  const { intl } = useI18n();
  const groups: { month: string; items: ListItem[] }[] = [];
  // One column of pictures down the whole page when any date has one (the months line up).
  const pictures = items.some((e) => e.picture);
  for (const e of items) {
    const month = e.listingDate.slice(0, 7);
    const last = groups[groups.length - 1];
    if (last?.month === month) last.items.push(e);
    else groups.push({ month, items: [e] });
  }
  return (
    <div className="event-months">
      {groups.map((g) => (
        <section key={g.month} className="event-month" aria-labelledby={`m-${g.month}`}>
          <h2 className="event-month__heading" id={`m-${g.month}`}>
            {monthHeading(g.month, intl)}
          </h2>
          <ol className={pictures ? "event-list event-list--pictures" : "event-list"}>
            {g.items.map((e) => (
              <EventRow key={`${e.eventId}-${e.key}`} e={e} H="h3" pictures={pictures} />
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
