/**
 * What the Insights page and its CSV show, for a range and the period before
 * it: totals, the daily series, top pages, referrers, campaigns, devices and
 * browsers, and outcomes — per kind and per event (views of the event's pages
 * → ticket clicks → RSVPs and whatever else names the event).
 */
import { outcomeKinds } from "~/core/observe.server.ts";
import { getSettings } from "~/core/settings/settings.server.ts";
import { getEventSummary } from "~/capabilities/events/index.server.ts";
import {
  dailyTotals,
  dimensions,
  firstDay,
  outcomeTotals,
  pageTotals,
  type DayRow,
  type DimRow,
  type PageRow,
} from "./data/reports.server.ts";
import { daysBetween, dayFormatter } from "../lib/days.ts";
import { parseRange, previousOf, type Range } from "../lib/range.ts";
import { REFERRER_NONE, REFERRER_SELF } from "../lib/classify.ts";
import { counter } from "./counting.server.ts";

export interface Totals {
  views: number;
  visitors: number;
}

export interface EventFunnel {
  id: string;
  title: string;
  path: string;
  views: number;
  /** Outcome kind → count, for the kinds in `funnelKinds`. */
  outcomes: Record<string, number>;
}

export interface InsightsReport {
  range: Range;
  previous: Range;
  rangeError?: string;
  firstDay: string | null;
  today: string;
  totals: Totals;
  previousTotals: Totals;
  series: DayRow[];
  previousSeries: DayRow[];
  pages: PageRow[];
  referrers: { value: string; views: number }[];
  direct: number;
  internal: number;
  sources: { value: string; views: number }[];
  campaigns: { value: string; views: number }[];
  devices: { value: string; views: number }[];
  browsers: { value: string; views: number }[];
  /** `labelKey`: the label's key in the owning capability's studio catalogue, when its manifest gives one. */
  outcomes: { kind: string; label: string; labelKey?: string; count: number; previous: number }[];
  funnelKinds: { kind: string; label: string; labelKey?: string }[];
  events: EventFunnel[];
}

const sum = (rows: DayRow[]): Totals =>
  rows.reduce((t, r) => ({ views: t.views + r.views, visitors: t.visitors + r.visitors }), { views: 0, visitors: 0 });

/** Every day of the range, with zeros where nothing was counted. */
function filled(rows: DayRow[], r: Range): DayRow[] {
  const by = new Map(rows.map((x) => [x.day, x]));
  return daysBetween(r.from, r.to).map((day) => by.get(day) ?? { day, views: 0, visitors: 0 });
}

const pick = (dims: DimRow[], kind: string) =>
  dims.filter((d) => d.kind === kind).map(({ value, views }) => ({ value, views }));

/** Today in the site's time zone. */
export async function siteToday(now = Date.now()): Promise<string> {
  return dayFormatter((await getSettings()).time_zone).format(now);
}

export async function loadReport(params: URLSearchParams, now = Date.now()): Promise<InsightsReport> {
  // What this process counted in the last seconds shows at once (other processes' within their flush).
  await counter.flush();
  const today = await siteToday(now);
  const parsed = parseRange(params, today);
  const range: Range = { from: parsed.from, to: parsed.to, days: parsed.days };
  const previous = previousOf(range);
  const [days, prevDays, allPages, dims, outcomes, prevOutcomes, first] = await Promise.all([
    dailyTotals(range.from, range.to),
    dailyTotals(previous.from, previous.to),
    pageTotals(range.from, range.to),
    dimensions(range.from, range.to, 20),
    outcomeTotals(range.from, range.to),
    outcomeTotals(previous.from, previous.to),
    firstDay(),
  ]);
  const referrers = pick(dims, "referrer");
  const kinds = outcomeKinds();
  const total = (rows: typeof outcomes, kind: string) =>
    rows.filter((o) => o.kind === kind).reduce((n, o) => n + o.count, 0);

  // Outcomes that name an event: the per-event funnel.
  const bySubject = new Map<string, Record<string, number>>();
  for (const o of outcomes) {
    if (!o.subject) continue;
    const rec = bySubject.get(o.subject) ?? {};
    rec[o.kind] = (rec[o.kind] ?? 0) + o.count;
    bySubject.set(o.subject, rec);
  }
  // Several subjects can name one event (each ticket link's clicks: "<event id>-<link id>"): one row per event.
  const byEvent = new Map<string, EventFunnel>();
  const funnel = new Set<string>();
  for (const [subject, counts] of bySubject) {
    const e = await getEventSummary(subject);
    if (!e) continue;
    const path = `/events/${e.slug}`;
    for (const k of Object.keys(counts)) funnel.add(k);
    const row = byEvent.get(e.id);
    if (row) {
      for (const [k, n] of Object.entries(counts)) row.outcomes[k] = (row.outcomes[k] ?? 0) + n;
      continue;
    }
    const views = allPages.reduce((n, p) => (p.path === path || p.path.startsWith(`${path}/`) ? n + p.views : n), 0);
    byEvent.set(e.id, { id: e.id, title: e.title, path, views, outcomes: { ...counts } });
  }
  const events = [...byEvent.values()];
  events.sort((a, b) => b.views - a.views || a.title.localeCompare(b.title));

  return {
    range,
    previous,
    ...(parsed.error ? { rangeError: parsed.error } : {}),
    firstDay: first,
    today,
    totals: sum(days),
    previousTotals: sum(prevDays),
    series: filled(days, range),
    previousSeries: filled(prevDays, previous),
    pages: allPages.slice(0, 20),
    referrers: referrers.filter((r) => r.value !== REFERRER_NONE && r.value !== REFERRER_SELF).slice(0, 10),
    direct: referrers.find((r) => r.value === REFERRER_NONE)?.views ?? 0,
    internal: referrers.find((r) => r.value === REFERRER_SELF)?.views ?? 0,
    sources: pick(dims, "source").slice(0, 10),
    campaigns: pick(dims, "campaign").slice(0, 10),
    devices: pick(dims, "device"),
    browsers: pick(dims, "browser").slice(0, 10),
    outcomes: kinds.map(({ kind, label, labelKey }) => ({
      kind,
      label,
      labelKey,
      count: total(outcomes, kind),
      previous: total(prevOutcomes, kind),
    })),
    funnelKinds: kinds
      .filter((k) => funnel.has(k.kind))
      .map(({ kind, label, labelKey }) => ({ kind, label, labelKey })),
    events,
  };
}
