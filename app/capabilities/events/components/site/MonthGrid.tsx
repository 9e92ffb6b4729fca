/**
 * The month as a real table (SPEC §10): a caption, weekday column headers,
 * one cell per day with that day's events as links. Keyboard users tab
 * through the events and the previous/next links, which are plain links and
 * work without JavaScript; screen readers announce each cell with its
 * weekday header and full date.
 */
import { Link } from "react-router";
import { ChevronLeft, ChevronRight } from "lucide-react";
import type { MonthGrid as Grid } from "~/capabilities/events/lib/month-grid.ts";
import { monthPath } from "~/capabilities/events/lib/list-urls.ts";
import type { OccurrenceView } from "~/capabilities/events/lib/views.ts";
import { useI18n } from "~/core/i18n/react.tsx";

export interface MonthGridData {
  /** Items by date; a multi-day event is in each of its days, `continued` after the first. */
  grid: Grid<OccurrenceView & { date: string; continued: boolean }>;
  heading: string;
  /** Null where the site has no dates further back (or ahead): no link there. */
  prevLabel: string | null;
  nextLabel: string | null;
  weekdays: { short: string; long: string }[];
  /** Full date per cell for screen readers, keyed by "YYYY-MM-DD". */
  dayLabels: Record<string, string>;
}

export function MonthGrid({ data }: { data: MonthGridData }) {
  const { grid } = data;
  const { t } = useI18n();
  // Dates in the month, each counted once however many days it spans.
  const count = new Set(
    grid.weeks
      .flat()
      .filter((c) => c.inMonth)
      .flatMap((c) => c.items.map((e) => `${e.eventId}-${e.key}`)),
  ).size;
  return (
    <section className="month" aria-labelledby="month-heading">
      <div className="month__nav">
        {data.prevLabel ? (
          <Link className="button secondary small" to={monthPath(grid.prev)} preventScrollReset>
            <ChevronLeft className="icon flip-rtl" aria-hidden="true" />
            <span>
              <span className="visually-hidden">{t("events.month.previous")} </span>
              <span className="month__navlabel">{data.prevLabel}</span>
            </span>
          </Link>
        ) : (
          <span />
        )}
        <h2 id="month-heading" className="month__heading" aria-live="polite">
          {data.heading}
        </h2>
        {data.nextLabel ? (
          <Link className="button secondary small" to={monthPath(grid.next)} preventScrollReset>
            <span>
              <span className="visually-hidden">{t("events.month.next")} </span>
              <span className="month__navlabel">{data.nextLabel}</span>
            </span>
            <ChevronRight className="icon flip-rtl" aria-hidden="true" />
          </Link>
        ) : (
          <span />
        )}
      </div>
      <table className="month__table">
        <caption className="visually-hidden">{t("events.month.caption", { heading: data.heading, count })}</caption>
        <thead>
          <tr>
            {data.weekdays.map((w) => (
              <th key={w.long} scope="col" abbr={w.long}>
                <span aria-hidden="true">{w.short}</span>
                <span className="visually-hidden">{w.long}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.weeks.map((week) => (
            <tr key={week[0]!.date}>
              {week.map((cell) => (
                <td
                  key={cell.date}
                  className={[
                    "month__day",
                    cell.inMonth ? "" : "month__day--outside",
                    cell.isToday ? "month__day--today" : "",
                    cell.items.length ? "month__day--busy" : "",
                  ]
                    .filter(Boolean)
                    .join(" ")}
                  aria-current={cell.isToday ? "date" : undefined}
                >
                  <time className="month__date" dateTime={cell.date}>
                    <span aria-hidden="true">{cell.day}</span>
                    <span className="visually-hidden">{data.dayLabels[cell.date]}</span>
                  </time>
                  {cell.items.length ? (
                    <ul className="month__events">
                      {cell.items.map((e) => (
                        <li
                          key={`${e.eventId}-${e.key}`}
                          className={e.status === "cancelled" ? "month__event--cancelled" : undefined}
                        >
                          <Link to={e.path}>
                            {e.allDay || e.continued ? null : (
                              <span className="month__time">{e.timeLabel.split(" ")[0]}</span>
                            )}{" "}
                            {e.title}
                            {e.continued ? <span className="month__status"> {t("events.month.continued")}</span> : null}
                            {e.status !== "scheduled" ? (
                              <span className="month__status"> {t("events.month.status", { status: e.status })}</span>
                            ) : null}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
