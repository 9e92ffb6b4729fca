/** /admin/insights: visitors, views, pages, referrers, campaigns, devices and outcomes for a date range, against the period before (issue 16). */
import { Form, Link } from "react-router";
import { Download } from "lucide-react";
import type { Route } from "./+types/insights";
import { studioMeta } from "~/core/shells/studio-meta.ts";
import { requireRole } from "~/core/auth/guards.server.ts";
import { loadReport } from "~/capabilities/insights/server/report.server.ts";
import { loadInsightsPanels } from "~/capabilities/insights/server/panels.server.ts";
import { Panel } from "~/capabilities/insights/components/admin/Panel.tsx";
import { getSettings } from "~/core/settings/settings.server.ts";
import { studioI18nFor } from "~/core/i18n/studio.server.ts";
import { PRESETS, change } from "~/capabilities/insights/lib/range.ts";
import { DEVICE_LABELS, formatChange, formatCount, formatDay } from "~/capabilities/insights/lib/format.ts";
import { TrendChart } from "~/capabilities/insights/components/admin/TrendChart.tsx";
import { DataTable, Share } from "~/capabilities/insights/components/admin/Tables.tsx";
import { useMemo } from "react";
import { studioI18nFrom, useStudioI18n } from "~/core/i18n/studio.tsx";

export const meta: Route.MetaFunction = ({ matches }) =>
  studioMeta(studioI18nFrom(matches).t("insights.studio.page.title"));

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireRole(request, context, "editor");
  const report = await loadReport(new URL(request.url).searchParams);
  const [settings, tr] = await Promise.all([getSettings(), studioI18nFor(user)]);
  const { from, to } = report.range;
  // Other capabilities' figures for the same days (sales per day and per event: payments).
  const panels = await loadInsightsPanels(user, { from, to, timeZone: settings.time_zone, tr });
  return { ...report, panels };
}

const VISITORS = "var(--accent)";
const VIEWS = "var(--fg-soft)";

export default function Insights({ loaderData: d }: Route.ComponentProps) {
  const { t } = useStudioI18n();
  const query = `from=${d.range.from}&to=${d.range.to}`;
  const days = useMemo(() => d.series.map((s) => s.day), [d.series]);
  const series = useMemo(
    () => [
      { label: t("insights.studio.page.visitors"), values: d.series.map((s) => s.visitors), color: VISITORS },
      { label: t("insights.studio.page.views"), values: d.series.map((s) => s.views), color: VIEWS },
      {
        label: t("insights.studio.page.visitorsBefore"),
        values: d.previousSeries.map((s) => s.visitors),
        color: VISITORS,
        dashed: true,
      },
    ],
    [d.series, d.previousSeries, t],
  );
  const maxPage = d.pages[0]?.views ?? 0;
  const maxRef = Math.max(d.direct, d.internal, d.referrers[0]?.views ?? 0);
  const deviceTotal = d.devices.reduce((n, r) => n + r.views, 0);
  return (
    <div className="insights">
      <header className="insights-head">
        <h1>{t("insights.studio.page.title")}</h1>
        <p className="muted">{t("insights.studio.page.intro")}</p>
      </header>

      <section aria-labelledby="range-h" className="insights-range">
        <h2 id="range-h" className="visually-hidden">
          {t("insights.studio.page.range")}
        </h2>
        <nav aria-label={t("insights.studio.page.quick")}>
          <ul className="insights-presets">
            {PRESETS.map((p) => {
              const current = d.range.days === p.days && d.range.to === d.today;
              return (
                <li key={p.days}>
                  <Link
                    to={`?days=${p.days}`}
                    aria-current={current ? "true" : undefined}
                    className={current ? "active" : undefined}
                  >
                    {t(p.label)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <Form method="get" className="insights-dates">
          <label>
            {t("insights.studio.page.from")}{" "}
            <input type="date" name="from" defaultValue={d.range.from} max={d.today} required />
          </label>
          <label>
            {t("insights.studio.page.to")}{" "}
            <input type="date" name="to" defaultValue={d.range.to} max={d.today} required />
          </label>
          <button type="submit" className="button secondary">
            {t("insights.studio.page.show")}
          </button>
        </Form>
        {d.rangeError ? (
          <p className="notice warn" role="alert">
            {t("insights.studio.page.rangeError", { error: d.rangeError })}
          </p>
        ) : null}
        <p className="insights-period">
          {t("insights.studio.page.period", {
            from: formatDay(d.range.from),
            to: formatDay(d.range.to),
            beforeFrom: formatDay(d.previous.from),
            beforeTo: formatDay(d.previous.to),
          })}{" "}
          <a href={`/admin/insights/export.csv?${query}`} className="insights-export" download>
            <Download className="icon" aria-hidden="true" /> {t("insights.studio.page.csv")}
          </a>
        </p>
      </section>

      <section aria-labelledby="totals-h">
        <h2 id="totals-h" className="visually-hidden">
          {t("insights.studio.page.totals")}
        </h2>
        <div className="stat-grid insights-totals">
          <div className="stat">
            <strong>{formatCount(d.totals.visitors)}</strong>
            <span>{t("insights.studio.page.visitorsStat", { count: d.totals.visitors })}</span>
            <small>{formatChange(change(d.totals.visitors, d.previousTotals.visitors), t)}</small>
          </div>
          <div className="stat">
            <strong>{formatCount(d.totals.views)}</strong>
            <span>{t("insights.studio.page.viewsStat", { count: d.totals.views })}</span>
            <small>{formatChange(change(d.totals.views, d.previousTotals.views), t)}</small>
          </div>
          {d.outcomes.map((o) => (
            <div className="stat" key={o.kind}>
              <strong>{formatCount(o.count)}</strong>
              <span>{o.labelKey ? t(o.labelKey) : o.label}</span>
              <small>{formatChange(change(o.count, o.previous), t)}</small>
            </div>
          ))}
        </div>
      </section>

      {d.panels.map((p) => (
        <Panel key={p.id} panel={p} />
      ))}

      <section aria-labelledby="trend-h" className="insights-card">
        <h2 id="trend-h">{t("insights.studio.page.trend")}</h2>
        <TrendChart days={days} series={series} label={t("insights.studio.page.trendLabel")} />
        <details className="insights-details">
          <summary>{t("insights.studio.page.asTable")}</summary>
          <DataTable
            caption={t("insights.studio.page.perDay")}
            rows={d.series.map((s, i) => ({ ...s, before: d.previousSeries[i]?.visitors ?? 0 }))}
            rowKey={(r) => r.day}
            empty={t("insights.studio.page.noDays")}
            columns={[
              { label: t("insights.studio.page.day"), cell: (r) => formatDay(r.day) },
              { label: t("insights.studio.page.visitors"), cell: (r) => formatCount(r.visitors), numeric: true },
              { label: t("insights.studio.page.views"), cell: (r) => formatCount(r.views), numeric: true },
              { label: t("insights.studio.page.visitorsBefore"), cell: (r) => formatCount(r.before), numeric: true },
            ]}
          />
        </details>
      </section>

      <div className="insights-grid">
        <section aria-labelledby="pages-h" className="insights-card">
          <h2 id="pages-h">{t("insights.studio.page.topPages")}</h2>
          <DataTable
            caption={t("insights.studio.page.pagesByViews")}
            rows={d.pages}
            rowKey={(r) => r.path}
            empty={t("insights.studio.page.noPageViews")}
            columns={[
              { label: t("insights.studio.page.page"), cell: (r) => <a href={r.path}>{r.path}</a> },
              {
                label: t("insights.studio.page.views"),
                cell: (r) => <Share value={r.views} max={maxPage} />,
                numeric: true,
              },
              { label: t("insights.studio.page.visitors"), cell: (r) => formatCount(r.visitors), numeric: true },
            ]}
          />
        </section>

        <section aria-labelledby="refs-h" className="insights-card">
          <h2 id="refs-h">{t("insights.studio.page.referrers")}</h2>
          <DataTable
            caption={t("insights.studio.page.referrersByViews")}
            rows={[
              ...d.referrers,
              { value: t("insights.studio.page.direct"), views: d.direct },
              { value: t("insights.studio.page.internal"), views: d.internal },
            ]}
            rowKey={(r) => r.value}
            empty={t("insights.studio.page.noReferrers")}
            columns={[
              { label: t("insights.studio.page.source"), cell: (r) => r.value },
              {
                label: t("insights.studio.page.views"),
                cell: (r) => <Share value={r.views} max={maxRef} />,
                numeric: true,
              },
            ]}
          />
        </section>

        <section aria-labelledby="camp-h" className="insights-card">
          <h2 id="camp-h">{t("insights.studio.page.campaigns")}</h2>
          <DataTable
            caption={t("insights.studio.page.utmSource")}
            rows={d.sources}
            rowKey={(r) => r.value}
            empty={t("insights.studio.page.noUtmSource")}
            columns={[
              { label: t("insights.studio.page.sourceUtm"), cell: (r) => r.value },
              { label: t("insights.studio.page.views"), cell: (r) => formatCount(r.views), numeric: true },
            ]}
          />
          <DataTable
            caption={t("insights.studio.page.utmCampaign")}
            rows={d.campaigns}
            rowKey={(r) => r.value}
            empty={t("insights.studio.page.noUtmCampaign")}
            columns={[
              { label: t("insights.studio.page.campaignUtm"), cell: (r) => r.value },
              { label: t("insights.studio.page.views"), cell: (r) => formatCount(r.views), numeric: true },
            ]}
          />
        </section>

        <section aria-labelledby="dev-h" className="insights-card">
          <h2 id="dev-h">{t("insights.studio.page.devices")}</h2>
          <DataTable
            caption={t("insights.studio.page.byDevice")}
            rows={d.devices}
            rowKey={(r) => r.value}
            empty={t("insights.studio.page.noViews")}
            columns={[
              {
                label: t("insights.studio.page.device"),
                cell: (r) => (DEVICE_LABELS[r.value] ? t(DEVICE_LABELS[r.value]!) : r.value),
              },
              { label: t("insights.studio.page.views"), cell: (r) => formatCount(r.views), numeric: true },
              {
                label: t("insights.studio.page.share"),
                cell: (r) => `${deviceTotal ? Math.round((r.views / deviceTotal) * 100) : 0} %`,
                numeric: true,
              },
            ]}
          />
          <DataTable
            caption={t("insights.studio.page.byBrowser")}
            rows={d.browsers}
            rowKey={(r) => r.value}
            empty={t("insights.studio.page.noViews")}
            columns={[
              { label: t("insights.studio.page.browser"), cell: (r) => r.value },
              { label: t("insights.studio.page.views"), cell: (r) => formatCount(r.views), numeric: true },
            ]}
          />
        </section>
      </div>

      <section aria-labelledby="events-h" className="insights-card">
        <h2 id="events-h">{t("insights.studio.page.perEvent")}</h2>
        <DataTable
          caption={t("insights.studio.page.eventsCaption")}
          rows={d.events}
          rowKey={(r) => r.id}
          empty={t("insights.studio.page.noEventOutcomes")}
          columns={[
            { label: t("insights.studio.page.event"), cell: (r) => <a href={r.path}>{r.title}</a> },
            { label: t("insights.studio.page.pageViews"), cell: (r) => formatCount(r.views), numeric: true },
            ...d.funnelKinds.map((k) => ({
              label: k.labelKey ? t(k.labelKey) : k.label,
              cell: (r: (typeof d.events)[number]) => formatCount(r.outcomes[k.kind] ?? 0),
              numeric: true,
            })),
          ]}
        />
      </section>
    </div>
  );
}
