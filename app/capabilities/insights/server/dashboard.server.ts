/** The dashboard card: the last 14 days' visitors and views, and this week against the one before. */
import { dailyTotals } from "./data/reports.server.ts";
import { daysBetween, shiftDay } from "../lib/days.ts";
import { siteToday } from "./report.server.ts";

export interface DashboardInsights {
  days: { day: string; views: number; visitors: number }[];
  week: { views: number; visitors: number };
  weekBefore: { views: number; visitors: number };
}

export async function loadDashboardInsights(now = Date.now()): Promise<DashboardInsights> {
  const today = await siteToday(now);
  const from = shiftDay(today, -13);
  const rows = new Map((await dailyTotals(from, today)).map((r) => [r.day, r]));
  const days = daysBetween(from, today).map((day) => rows.get(day) ?? { day, views: 0, visitors: 0 });
  const add = (list: typeof days) =>
    list.reduce((t, d) => ({ views: t.views + d.views, visitors: t.visitors + d.visitors }), { views: 0, visitors: 0 });
  return { days, week: add(days.slice(7)), weekBefore: add(days.slice(0, 7)) };
}
