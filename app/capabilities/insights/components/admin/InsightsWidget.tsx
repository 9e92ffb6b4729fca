import { Link } from "react-router";
import { TrendingUp } from "lucide-react";
import type { DashboardInsights } from "~/capabilities/insights/server/dashboard.server.ts";
import { formatCount } from "../../lib/format.ts";
import { change } from "../../lib/range.ts";
import { useStudioI18n } from "~/core/i18n/studio.tsx";
import { rich } from "~/core/i18n/react.tsx";

/**
 * The dashboard's Insights card: the last 14 days as small bars (plain HTML, no
 * chart library on the dashboard) with the numbers for screen readers.
 */
export function InsightsWidget({ data }: { data: DashboardInsights }) {
  const max = Math.max(1, ...data.days.map((d) => d.visitors));
  const pct = change(data.week.visitors, data.weekBefore.visitors);
  const { t } = useStudioI18n();
  return (
    <section aria-labelledby="dash-insights" className="dash-insights">
      <h2 id="dash-insights">{t("insights.studio.widget.heading")}</h2>
      <p className="dash-insights__sum">
        {rich(
          t,
          pct === null ? "insights.studio.widget.sum" : "insights.studio.widget.sumChange",
          { visitors: <strong>{formatCount(data.week.visitors)}</strong> },
          { views: formatCount(data.week.views), sign: pct !== null && pct >= 0 ? "+" : "−", pct: Math.abs(pct ?? 0) },
        )}
      </p>
      <ol className="dash-insights__bars" aria-label={t("insights.studio.widget.bars")}>
        {data.days.map((d) => (
          <li key={d.day} style={{ height: `${Math.max(4, Math.round((d.visitors / max) * 100))}%` }}>
            <span className="visually-hidden">
              {t("insights.studio.widget.day", { day: d.day, count: d.visitors })}
            </span>
          </li>
        ))}
      </ol>
      <p>
        <Link to="/admin/insights">
          <TrendingUp className="icon" aria-hidden="true" /> {t("insights.studio.widget.all")}
        </Link>
      </p>
    </section>
  );
}
