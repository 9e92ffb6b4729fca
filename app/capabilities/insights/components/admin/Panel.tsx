/** Another capability's figures on the Insights page (server/panels.server.ts), drawn like the page's own. */
import { Link } from "react-router";
import type { InsightsCell, InsightsPanel, InsightsPanelTable } from "../../server/panels.server.ts";
import { DataTable } from "./Tables.tsx";

const cellOf = (c: InsightsCell) => (typeof c === "string" ? c : <Link to={c.href}>{c.text}</Link>);

export function Panel({ panel }: { panel: InsightsPanel }) {
  const h = `panel-${panel.id}-h`;
  return (
    <section aria-labelledby={h} className="insights-card insights-panel">
      <h2 id={h}>{panel.title}</h2>
      {panel.intro ? <p className="muted">{panel.intro}</p> : null}
      {panel.stats.length ? (
        <div className="stat-grid insights-totals">
          {panel.stats.map((s) => (
            <div className="stat" key={s.label}>
              <strong>{s.value}</strong>
              <span>{s.label}</span>
            </div>
          ))}
        </div>
      ) : null}
      <div className="insights-grid">
        {panel.tables.map((t) => (
          <DataTable<InsightsPanelTable["rows"][number]>
            key={t.caption}
            caption={t.caption}
            rows={t.rows}
            rowKey={(r) => r.key}
            empty={t.empty}
            columns={t.columns.map((c, i) => ({
              label: c.label,
              numeric: c.numeric,
              cell: (r) => cellOf(r.cells[i]!),
            }))}
          />
        ))}
      </div>
      {panel.more ? (
        <p>
          <Link to={panel.more.href}>{panel.more.text}</Link>
        </p>
      ) : null}
    </section>
  );
}
