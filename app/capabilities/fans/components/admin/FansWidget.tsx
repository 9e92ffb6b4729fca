import { Link } from "react-router";
import { Users } from "lucide-react";
import type { DashboardFans } from "~/capabilities/fans/server/dashboard.server.ts";

/** The dashboard's Fans card (issue 12): how many get the mail, how many are waiting, and this week's new ones. */
export function FansWidget({ data }: { data: DashboardFans }) {
  return (
    <section aria-labelledby="dash-fans" className="dash-fans">
      <h2 id="dash-fans">Fans</h2>
      <div className="stat-grid">
        <div className="stat">
          <strong>{data.confirmed}</strong>
          <Link to="/admin/fans?status=confirmed">
            <Users className="icon" aria-hidden="true" /> {data.confirmed === 1 ? "subscriber" : "subscribers"}
          </Link>
        </div>
        <div className="stat">
          <strong>{data.newThisWeek}</strong>
          <span>new in the last 7 days</span>
        </div>
        <div className="stat">
          <strong>{data.pending}</strong>
          <span>waiting for confirmation</span>
        </div>
      </div>
    </section>
  );
}
