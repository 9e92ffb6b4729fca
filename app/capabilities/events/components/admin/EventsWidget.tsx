import { Link } from "react-router";
import type { DashboardEventsData } from "~/capabilities/events/server/dashboard.server.ts";
import { useStudioI18n } from "~/core/i18n/studio.tsx";
import { STATUS_KEYS } from "./StatusActions.tsx";

/** Next events on the dashboard, with a link to the drafts. */
export function EventsWidget({ data }: { data: DashboardEventsData }) {
  const { t } = useStudioI18n();
  return (
    <section className="card" aria-labelledby="dash-events">
      <h2 id="dash-events" style={{ marginTop: 0 }}>
        {t("events.studio.dashboard.heading")}
      </h2>
      {data.next.length ? (
        <ul>
          {data.next.map((e) => (
            <li key={`${e.eventId}-${e.key}`}>
              <Link to={e.adminPath}>{e.title}</Link> —{" "}
              <time dateTime={e.startIso}>
                {e.dateLabel}, {e.timeLabel}
              </time>
              {e.status !== "scheduled" ? <span className="muted"> ({t(STATUS_KEYS[e.status])})</span> : null}
            </li>
          ))}
        </ul>
      ) : (
        // An invitation, not a report (issue 27 §6): what to do first, and the button that does it.
        <p className="dashboard-empty">
          {t(data.drafts ? "events.studio.dashboard.none" : "events.studio.dashboard.emptyText")}
        </p>
      )}
      <p className="row">
        <Link className={data.next.length ? "button secondary small" : "button"} to="/admin/events/new">
          {t(data.next.length || data.drafts ? "events.studio.dashboard.new" : "events.studio.dashboard.first")}
        </Link>
        {data.drafts ? (
          <Link to="/admin/events?tab=drafts">{t("events.studio.dashboard.drafts", { count: data.drafts })}</Link>
        ) : null}
      </p>
    </section>
  );
}
