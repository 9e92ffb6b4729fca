import { Link } from "react-router";
import { TrendingUp } from "lucide-react";
import type { DashboardInsights } from "~/capabilities/insights/server/dashboard.server.ts";
import { formatCount } from "../../lib/format.ts";
import { change } from "../../lib/range.ts";
import { useStudioI18n } from "~/core/i18n/studio.tsx";
import { rich } from "~/core/i18n/react.tsx";
import { formatCivilDate } from "~/core/dates/format.ts";

/**
 * The dashboard's Insights card: this week's totals against the week before, and the last 14 days as small
 * bars (plain HTML, no chart library on the dashboard) under a caption that says so, with the first and the
 * last day under them and each day's number for screen readers. Counts go through the catalogue's plural rules.
 */
export function InsightsWidget({ data }: { data: DashboardInsights }) {
  const max = Math.max(1, ...data.days.map((d) => d.visitors));
  const pct = change(data.week.visitors, data.weekBefore.visitors);
  const { t, intl } = useStudioI18n();
  const day = (d: string) => formatCivilDate(d, "short", intl);
  // The chart only when there is something to show (issue 27 §6): fourteen flat bars say less than a sentence.
  if (data.days.every((d) => d.visitors === 0))
    return (
      <section aria-labelledby="dash-insights" className="dash-insights">
        <h2 id="dash-insights">{t("insights.studio.widget.heading")}</h2>
        <p className="dashboard-empty">{t("insights.studio.widget.none")}</p>
        <p>
          <Link to="/admin/insights">
            <TrendingUp className="icon" aria-hidden="true" /> {t("insights.studio.widget.all")}
          </Link>
        </p>
      </section>
    );
  return (
    <section aria-labelledby="dash-insights" className="dash-insights">
      <h2 id="dash-insights">{t("insights.studio.widget.heading")}</h2>
      <p className="dash-insights__sum">
        {rich(
          t,
          pct === null ? "insights.studio.widget.sum" : "insights.studio.widget.sumChange",
          { visitors: <strong>{formatCount(data.week.visitors)}</strong> },
          {
            count: data.week.visitors,
            views: data.week.views,
            sign: pct !== null && pct >= 0 ? "+" : "−",
            pct: Math.abs(pct ?? 0),
          },
        )}
      </p>
      <figure className="dash-insights__chart">
        <figcaption id="dash-insights-bars">{t("insights.studio.widget.bars")}</figcaption>
        <ol className="dash-insights__bars" aria-labelledby="dash-insights-bars">
          {data.days.map((d) => (
            <li key={d.day} style={{ height: `${Math.max(4, Math.round((d.visitors / max) * 100))}%` }}>
              <span className="visually-hidden">
                {t("insights.studio.widget.day", { day: day(d.day), count: d.visitors })}
              </span>
            </li>
          ))}
        </ol>
        {data.days.length ? (
          <p className="dash-insights__axis" aria-hidden="true">
            <span>{day(data.days[0]!.day)}</span>
            <span>{day(data.days.at(-1)!.day)}</span>
          </p>
        ) : null}
      </figure>
      <p>
        <Link to="/admin/insights">
          <TrendingUp className="icon" aria-hidden="true" /> {t("insights.studio.widget.all")}
        </Link>
      </p>
    </section>
  );
}
