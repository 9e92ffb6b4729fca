/**
 * The Insights page's queries: sums over a range, whole months from the
 * monthly tables and the ragged ends from the daily ones (splitRange), each
 * an indexed scan of a primary key that starts with the day or month.
 * bench/insights.ts times them over a year of traffic on both databases.
 */
import { sql } from "kysely";
import { db } from "~/core/db/client.server.ts";
import { splitRange } from "../../lib/days.ts";
import "./tables.server.ts";

export interface DayRow {
  day: string;
  views: number;
  visitors: number;
}

export async function dailyTotals(from: string, to: string): Promise<DayRow[]> {
  const rows = await db()
    .selectFrom("insights_days")
    .select(["day", "views", "visitors"])
    .where("day", ">=", from)
    .where("day", "<=", to)
    .orderBy("day")
    .execute();
  return rows.map((r) => ({ day: r.day, views: Number(r.views), visitors: Number(r.visitors) }));
}

export interface PageRow {
  path: string;
  views: number;
  visitors: number;
}

/** Views and visitors of every page counted in the range (visitors: the sum of daily visitors). */
export async function pageTotals(from: string, to: string): Promise<PageRow[]> {
  const { days, months } = splitRange(from, to);
  const parts = await Promise.all([
    ...days.map(([a, b]) =>
      db()
        .selectFrom("insights_pages")
        .select(["path", sql<number>`sum(views)`.as("views"), sql<number>`sum(visitors)`.as("visitors")])
        .where("day", ">=", a)
        .where("day", "<=", b)
        .groupBy("path")
        .execute(),
    ),
    ...(months
      ? [
          db()
            .selectFrom("insights_pages_m")
            .select(["path", sql<number>`sum(views)`.as("views"), sql<number>`sum(visitors)`.as("visitors")])
            .where("month", ">=", months[0])
            .where("month", "<=", months[1])
            .groupBy("path")
            .execute(),
        ]
      : []),
  ]);
  const by = new Map<string, PageRow>();
  for (const r of parts.flat()) {
    const p = by.get(r.path);
    if (p) {
      p.views += Number(r.views);
      p.visitors += Number(r.visitors);
    } else by.set(r.path, { path: r.path, views: Number(r.views), visitors: Number(r.visitors) });
  }
  return [...by.values()].sort((a, b) => b.views - a.views || (a.path < b.path ? -1 : 1));
}

export interface DimRow {
  kind: string;
  value: string;
  views: number;
}

/** The top values of each dimension (referrer, source, campaign, device, browser). */
export async function dimensions(from: string, to: string, limit: number): Promise<DimRow[]> {
  const { days, months } = splitRange(from, to);
  const parts = await Promise.all([
    ...days.map(([a, b]) =>
      db()
        .selectFrom("insights_dims")
        .select(["kind", "value", sql<number>`sum(views)`.as("views")])
        .where("day", ">=", a)
        .where("day", "<=", b)
        .groupBy(["kind", "value"])
        .execute(),
    ),
    ...(months
      ? [
          db()
            .selectFrom("insights_dims_m")
            .select(["kind", "value", sql<number>`sum(views)`.as("views")])
            .where("month", ">=", months[0])
            .where("month", "<=", months[1])
            .groupBy(["kind", "value"])
            .execute(),
        ]
      : []),
  ]);
  const by = new Map<string, DimRow>();
  for (const r of parts.flat()) {
    const k = `${r.kind}\t${r.value}`;
    const d = by.get(k);
    if (d) d.views += Number(r.views);
    else by.set(k, { kind: r.kind, value: r.value, views: Number(r.views) });
  }
  const out = [...by.values()].sort((a, b) => b.views - a.views || (a.value < b.value ? -1 : 1));
  const per = new Map<string, number>();
  return out.filter((r) => {
    const n = (per.get(r.kind) ?? 0) + 1;
    per.set(r.kind, n);
    return n <= limit;
  });
}

export interface OutcomeRow {
  kind: string;
  subject: string;
  count: number;
}

export async function outcomeTotals(from: string, to: string): Promise<OutcomeRow[]> {
  const { days, months } = splitRange(from, to);
  const parts = await Promise.all([
    ...days.map(([a, b]) =>
      db()
        .selectFrom("insights_outcomes")
        .select(["kind", "subject", sql<number>`sum(count)`.as("count")])
        .where("day", ">=", a)
        .where("day", "<=", b)
        .groupBy(["kind", "subject"])
        .execute(),
    ),
    ...(months
      ? [
          db()
            .selectFrom("insights_outcomes_m")
            .select(["kind", "subject", sql<number>`sum(count)`.as("count")])
            .where("month", ">=", months[0])
            .where("month", "<=", months[1])
            .groupBy(["kind", "subject"])
            .execute(),
        ]
      : []),
  ]);
  const by = new Map<string, OutcomeRow>();
  for (const r of parts.flat()) {
    const k = `${r.kind}\t${r.subject}`;
    const o = by.get(k);
    if (o) o.count += Number(r.count);
    else by.set(k, { kind: r.kind, subject: r.subject, count: Number(r.count) });
  }
  return [...by.values()];
}

/** Outcome counts per day (the CSV's daily outcome rows). */
export async function outcomesByDay(from: string, to: string): Promise<{ day: string; kind: string; count: number }[]> {
  const rows = await db()
    .selectFrom("insights_outcomes")
    .select(["day", "kind", sql<number>`sum(count)`.as("count")])
    .where("day", ">=", from)
    .where("day", "<=", to)
    .groupBy(["day", "kind"])
    .orderBy("day")
    .execute();
  return rows.map((r) => ({ day: r.day, kind: r.kind, count: Number(r.count) }));
}

/** The first day anything was counted, or null. */
export async function firstDay(): Promise<string | null> {
  const r = await db().selectFrom("insights_days").select(sql<string>`min(day)`.as("first")).executeTakeFirst();
  return r?.first ?? null;
}
