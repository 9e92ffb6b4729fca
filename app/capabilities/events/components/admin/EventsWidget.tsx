import { Link } from "react-router";
import type { DashboardEventsData } from "~/capabilities/events/server/dashboard.server.ts";

/** Next events on the dashboard, with a link to the drafts. */
export function EventsWidget({ data }: { data: DashboardEventsData }) {
  return (
    <section className="card" aria-labelledby="dash-events">
      <h2 id="dash-events" style={{ marginTop: 0 }}>
        Next events
      </h2>
      {data.next.length ? (
        <ul>
          {data.next.map((e) => (
            <li key={`${e.eventId}-${e.key}`}>
              <Link to={e.adminPath}>{e.title}</Link> — <time dateTime={e.startIso}>{e.dateLabel}, {e.timeLabel}</time>
              {e.status !== "scheduled" ? <span className="muted"> ({e.statusLabel.toLowerCase()})</span> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">No upcoming published events.</p>
      )}
      <p className="row">
        <Link className="button small" to="/admin/events/new">
          New event
        </Link>
        {data.drafts ? <Link to="/admin/events?tab=drafts">{data.drafts === 1 ? "1 draft" : `${data.drafts} drafts`}</Link> : null}
      </p>
    </section>
  );
}
