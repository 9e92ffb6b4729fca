/** /admin/insights: visitors, views, pages, referrers, campaigns, devices and outcomes for a date range, against the period before (issue 16). */
import { Form, Link } from "react-router";
import { Download } from "lucide-react";
import type { Route } from "./+types/insights";
import { studioMeta } from "~/core/shells/studio-meta.ts";
import { requireRole } from "~/core/auth/guards.server.ts";
import { loadReport } from "~/capabilities/insights/server/report.server.ts";
import { PRESETS, change } from "~/capabilities/insights/lib/range.ts";
import { DEVICE_LABELS, formatChange, formatCount, formatDay } from "~/capabilities/insights/lib/format.ts";
import { TrendChart } from "~/capabilities/insights/components/admin/TrendChart.tsx";
import { DataTable, Share } from "~/capabilities/insights/components/admin/Tables.tsx";
import { useMemo } from "react";

export const meta: Route.MetaFunction = () => studioMeta("Insights");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, "editor");
  return loadReport(new URL(request.url).searchParams);
}

const VISITORS = "var(--accent)";
const VIEWS = "var(--fg-soft)";

export default function Insights({ loaderData: d }: Route.ComponentProps) {
  const query = `from=${d.range.from}&to=${d.range.to}`;
  const days = useMemo(() => d.series.map((s) => s.day), [d.series]);
  const series = useMemo(
    () => [
      { label: "Visitors", values: d.series.map((s) => s.visitors), color: VISITORS },
      { label: "Views", values: d.series.map((s) => s.views), color: VIEWS },
      { label: "Visitors, previous period", values: d.previousSeries.map((s) => s.visitors), color: VISITORS, dashed: true },
    ],
    [d.series, d.previousSeries],
  );
  const maxPage = d.pages[0]?.views ?? 0;
  const maxRef = Math.max(d.direct, d.internal, d.referrers[0]?.views ?? 0);
  const deviceTotal = d.devices.reduce((n, r) => n + r.views, 0);
  return (
    <div className="insights">
      <header className="insights-head">
        <h1>Insights</h1>
        <p className="muted">
          Counted on this server, without cookies or scripts. Visitors are told apart within a day only.
        </p>
      </header>

      <section aria-labelledby="range-h" className="insights-range">
        <h2 id="range-h" className="visually-hidden">
          Date range
        </h2>
        <nav aria-label="Quick ranges">
          <ul className="insights-presets">
            {PRESETS.map((p) => {
              const current = d.range.days === p.days && d.range.to === d.today;
              return (
                <li key={p.days}>
                  <Link to={`?days=${p.days}`} aria-current={current ? "true" : undefined} className={current ? "active" : undefined}>
                    {p.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <Form method="get" className="insights-dates">
          <label>
            From <input type="date" name="from" defaultValue={d.range.from} max={d.today} required />
          </label>
          <label>
            To <input type="date" name="to" defaultValue={d.range.to} max={d.today} required />
          </label>
          <button type="submit" className="button secondary">
            Show
          </button>
        </Form>
        {d.rangeError ? (
          <p className="notice warn" role="alert">
            {d.rangeError} Showing the last 30 days.
          </p>
        ) : null}
        <p className="insights-period">
          {formatDay(d.range.from)} – {formatDay(d.range.to)}, compared with {formatDay(d.previous.from)} – {formatDay(d.previous.to)}.{" "}
          <a href={`/admin/insights/export.csv?${query}`} className="insights-export" download>
            <Download className="icon" aria-hidden="true" /> Download as CSV
          </a>
        </p>
      </section>

      <section aria-labelledby="totals-h">
        <h2 id="totals-h" className="visually-hidden">
          Totals
        </h2>
        <div className="stat-grid insights-totals">
          <div className="stat">
            <strong>{formatCount(d.totals.visitors)}</strong>
            <span>visitors</span>
            <small>{formatChange(change(d.totals.visitors, d.previousTotals.visitors))}</small>
          </div>
          <div className="stat">
            <strong>{formatCount(d.totals.views)}</strong>
            <span>page views</span>
            <small>{formatChange(change(d.totals.views, d.previousTotals.views))}</small>
          </div>
          {d.outcomes.map((o) => (
            <div className="stat" key={o.kind}>
              <strong>{formatCount(o.count)}</strong>
              <span>{o.label}</span>
              <small>{formatChange(change(o.count, o.previous))}</small>
            </div>
          ))}
        </div>
      </section>

      <section aria-labelledby="trend-h" className="insights-card">
        <h2 id="trend-h">Visitors and views</h2>
        <TrendChart days={days} series={series} label="Daily visitors and page views; the dashed line is the previous period's visitors." />
        <details className="insights-details">
          <summary>Show the numbers as a table</summary>
          <DataTable
            caption="Visitors and page views per day"
            rows={d.series.map((s, i) => ({ ...s, before: d.previousSeries[i]?.visitors ?? 0 }))}
            rowKey={(r) => r.day}
            empty="No days in this range."
            columns={[
              { label: "Day", cell: (r) => formatDay(r.day) },
              { label: "Visitors", cell: (r) => formatCount(r.visitors), numeric: true },
              { label: "Views", cell: (r) => formatCount(r.views), numeric: true },
              { label: "Visitors, previous period", cell: (r) => formatCount(r.before), numeric: true },
            ]}
          />
        </details>
      </section>

      <div className="insights-grid">
        <section aria-labelledby="pages-h" className="insights-card">
          <h2 id="pages-h">Top pages</h2>
          <DataTable
            caption="Pages by views"
            rows={d.pages}
            rowKey={(r) => r.path}
            empty="No page views in this range."
            columns={[
              { label: "Page", cell: (r) => <a href={r.path}>{r.path}</a> },
              { label: "Views", cell: (r) => <Share value={r.views} max={maxPage} />, numeric: true },
              { label: "Visitors", cell: (r) => formatCount(r.visitors), numeric: true },
            ]}
          />
        </section>

        <section aria-labelledby="refs-h" className="insights-card">
          <h2 id="refs-h">Where visitors came from</h2>
          <DataTable
            caption="Referring sites by views"
            rows={[...d.referrers, { value: "Direct or unknown", views: d.direct }, { value: "Within this site", views: d.internal }]}
            rowKey={(r) => r.value}
            empty="No referrers in this range."
            columns={[
              { label: "Source", cell: (r) => r.value },
              { label: "Views", cell: (r) => <Share value={r.views} max={maxRef} />, numeric: true },
            ]}
          />
        </section>

        <section aria-labelledby="camp-h" className="insights-card">
          <h2 id="camp-h">Campaigns</h2>
          <DataTable
            caption="Links with utm_source"
            rows={d.sources}
            rowKey={(r) => r.value}
            empty="No visits from links with utm_source."
            columns={[
              { label: "Source (utm_source)", cell: (r) => r.value },
              { label: "Views", cell: (r) => formatCount(r.views), numeric: true },
            ]}
          />
          <DataTable
            caption="Links with utm_campaign"
            rows={d.campaigns}
            rowKey={(r) => r.value}
            empty="No visits from links with utm_campaign."
            columns={[
              { label: "Campaign (utm_campaign)", cell: (r) => r.value },
              { label: "Views", cell: (r) => formatCount(r.views), numeric: true },
            ]}
          />
        </section>

        <section aria-labelledby="dev-h" className="insights-card">
          <h2 id="dev-h">Devices and browsers</h2>
          <DataTable
            caption="Views by device"
            rows={d.devices}
            rowKey={(r) => r.value}
            empty="No views in this range."
            columns={[
              { label: "Device", cell: (r) => DEVICE_LABELS[r.value] ?? r.value },
              { label: "Views", cell: (r) => formatCount(r.views), numeric: true },
              { label: "Share", cell: (r) => `${deviceTotal ? Math.round((r.views / deviceTotal) * 100) : 0} %`, numeric: true },
            ]}
          />
          <DataTable
            caption="Views by browser"
            rows={d.browsers}
            rowKey={(r) => r.value}
            empty="No views in this range."
            columns={[
              { label: "Browser", cell: (r) => r.value },
              { label: "Views", cell: (r) => formatCount(r.views), numeric: true },
            ]}
          />
        </section>
      </div>

      <section aria-labelledby="events-h" className="insights-card">
        <h2 id="events-h">Outcomes per event</h2>
        <DataTable
          caption="Views of each event's pages, and what visitors did"
          rows={d.events}
          rowKey={(r) => r.id}
          empty="No ticket clicks or other outcomes for an event in this range."
          columns={[
            { label: "Event", cell: (r) => <a href={r.path}>{r.title}</a> },
            { label: "Page views", cell: (r) => formatCount(r.views), numeric: true },
            ...d.funnelKinds.map((k) => ({ label: k.label, cell: (r: (typeof d.events)[number]) => formatCount(r.outcomes[k.kind] ?? 0), numeric: true })),
          ]}
        />
      </section>
    </div>
  );
}
