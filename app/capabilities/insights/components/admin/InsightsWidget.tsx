import { Link } from "react-router";
import { TrendingUp } from "lucide-react";
import type { DashboardInsights } from "~/capabilities/insights/server/dashboard.server.ts";
import { formatCount } from "../../lib/format.ts";
import { change } from "../../lib/range.ts";

/**
 * The dashboard's Insights card: the last 14 days as small bars (plain HTML, no
 * chart library on the dashboard) with the numbers for screen readers.
 */
export function InsightsWidget({ data }: { data: DashboardInsights }) {
  const max = Math.max(1, ...data.days.map((d) => d.visitors));
  const pct = change(data.week.visitors, data.weekBefore.visitors);
  return (
    <section aria-labelledby="dash-insights" className="dash-insights">
      <h2 id="dash-insights">Visitors</h2>
      <p className="dash-insights__sum">
        <strong>{formatCount(data.week.visitors)}</strong> visitors and {formatCount(data.week.views)} page views in the last 7 days
        {pct === null ? "." : `, ${pct >= 0 ? "+" : "−"}${Math.abs(pct)} % on the week before.`}
      </p>
      <ol className="dash-insights__bars" aria-label="Visitors per day, last 14 days">
        {data.days.map((d) => (
          <li key={d.day} style={{ height: `${Math.max(4, Math.round((d.visitors / max) * 100))}%` }}>
            <span className="visually-hidden">
              {d.day}: {d.visitors} {d.visitors === 1 ? "visitor" : "visitors"}
            </span>
          </li>
        ))}
      </ol>
      <p>
        <Link to="/admin/insights">
          <TrendingUp className="icon" aria-hidden="true" /> All insights
        </Link>
      </p>
    </section>
  );
}
