/**
 * Payments' panel on the Insights page (issue 29: sales per event and per
 * day): what was charged, refunded and kept in the chosen days, from the
 * stored orders. Shown once a provider is set up or an order was ever paid in
 * the range; a site that sells nothing sees no empty money panel.
 */
import type { InsightsPanelContext } from "~/capabilities/insights/index.server.ts";
import { getEventSummary } from "~/capabilities/events/index.server.ts";
import { formatMoney } from "../lib/money.ts";
import { summariseSales, type SalesSum } from "../lib/sales.ts";
import { paidBetween } from "./data/studio.server.ts";
import { paymentsConfig } from "./config.server.ts";

/** An instant a day before `day` began anywhere (the site's zone decides which rows belong: summariseSales). */
const widen = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString();

export async function loadSalesPanel({ from, to, timeZone, tr }: InsightsPanelContext) {
  const [rows, config] = await Promise.all([paidBetween(widen(from, -1), widen(to, 2)), paymentsConfig()]);
  const report = summariseSales(
    rows.flatMap((r) => (r.paid_at ? [{ ...r, paid_at: r.paid_at }] : [])),
    from,
    to,
    timeZone,
  );
  if (!config.provider && report.totals.length === 0) return null;

  const money = (minor: number, currency: string) => formatMoney(minor, currency, tr.intl);
  const count = new Intl.NumberFormat(tr.intl);
  const day = new Intl.DateTimeFormat(tr.intl, { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" });
  const figures = (s: SalesSum) => [
    count.format(s.orders),
    count.format(s.tickets),
    money(s.gross, s.currency),
    money(s.refunded, s.currency),
    money(s.net, s.currency),
  ];
  const columns = [
    { label: tr.t("payments.studio.sales.orders"), numeric: true },
    { label: tr.t("payments.studio.sales.tickets"), numeric: true },
    { label: tr.t("payments.studio.sales.gross"), numeric: true },
    { label: tr.t("payments.studio.sales.refunded"), numeric: true },
    { label: tr.t("payments.studio.sales.net"), numeric: true },
  ];
  const titles = new Map<string, string>();
  for (const e of report.events) {
    if (!titles.has(e.eventId))
      titles.set(e.eventId, (await getEventSummary(e.eventId))?.title ?? tr.t("payments.studio.sales.deletedEvent"));
  }

  return {
    title: tr.t("payments.studio.sales.title"),
    intro: tr.t("payments.studio.sales.intro"),
    stats: report.totals.flatMap((s) => [
      { label: tr.t("payments.studio.sales.netStat", { currency: s.currency }), value: money(s.net, s.currency) },
      { label: tr.t("payments.studio.sales.grossStat", { currency: s.currency }), value: money(s.gross, s.currency) },
      { label: tr.t("payments.studio.sales.ticketsStat", { count: s.tickets }), value: count.format(s.tickets) },
    ]),
    tables: [
      {
        caption: tr.t("payments.studio.sales.perEvent"),
        columns: [{ label: tr.t("payments.studio.sales.event") }, ...columns],
        rows: report.events.map((e) => ({
          key: `${e.eventId}|${e.currency}`,
          cells: [
            { text: titles.get(e.eventId)!, href: `/admin/orders?event=${encodeURIComponent(e.eventId)}` },
            ...figures(e),
          ],
        })),
        empty: tr.t("payments.studio.sales.none"),
      },
      {
        caption: tr.t("payments.studio.sales.perDay"),
        columns: [{ label: tr.t("payments.studio.sales.day") }, ...columns],
        rows: report.days.map((d) => ({
          key: `${d.day}|${d.currency}`,
          cells: [day.format(new Date(`${d.day}T12:00:00Z`)), ...figures(d)],
        })),
        empty: tr.t("payments.studio.sales.none"),
      },
    ],
    more: {
      text: tr.t("payments.studio.sales.more"),
      href: `/admin/orders?from=${from}&to=${to}`,
    },
  };
}
