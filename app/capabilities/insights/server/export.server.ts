/**
 * The CSV export of the Insights page's range (audited: it says who looked at
 * what when). Long form — section, key, value columns — so one file holds
 * every table and a spreadsheet can pivot it.
 */
import { audit } from "~/core/audit/audit.server.ts";
import { outcomesByDay } from "./data/reports.server.ts";
import { loadReport } from "./report.server.ts";
import { csvRow } from "~/core/csv/csv.server.ts";

type Actor = Parameters<typeof audit>[0];

export async function exportCsv(actor: Actor, params: URLSearchParams): Promise<{ csv: string; filename: string }> {
  const r = await loadReport(params);
  const perDay = await outcomesByDay(r.range.from, r.range.to);
  const labels = new Map(r.outcomes.map((o) => [o.kind, o.label]));
  let csv = "\uFEFF" + csvRow(["section", "day", "key", "views", "visitors", "count"]);
  for (const d of r.series) csv += csvRow(["day", d.day, "", d.views, d.visitors, ""]);
  for (const o of perDay) csv += csvRow(["outcome", o.day, labels.get(o.kind) ?? o.kind, "", "", o.count]);
  for (const p of r.pages) csv += csvRow(["page", "", p.path, p.views, p.visitors, ""]);
  for (const x of r.referrers) csv += csvRow(["referrer", "", x.value, x.views, "", ""]);
  csv += csvRow(["referrer", "", "(direct or unknown)", r.direct, "", ""]);
  csv += csvRow(["referrer", "", "(within this site)", r.internal, "", ""]);
  for (const x of r.sources) csv += csvRow(["utm_source", "", x.value, x.views, "", ""]);
  for (const x of r.campaigns) csv += csvRow(["utm_campaign", "", x.value, x.views, "", ""]);
  for (const x of r.devices) csv += csvRow(["device", "", x.value, x.views, "", ""]);
  for (const x of r.browsers) csv += csvRow(["browser", "", x.value, x.views, "", ""]);
  for (const e of r.events) {
    csv += csvRow(["event", "", `${e.title} (${e.path})`, e.views, "", ""]);
    for (const [kind, n] of Object.entries(e.outcomes))
      csv += csvRow(["event_outcome", "", `${e.title}: ${labels.get(kind) ?? kind}`, "", "", n]);
  }
  await audit(actor, "insights.export", "insights", `${r.range.from}..${r.range.to}`);
  return { csv, filename: `insights-${r.range.from}-${r.range.to}.csv` };
}
