/**
 * The Insights page's queries: sums over a range of days, each one indexed
 * scan of a table's primary key (day first). bench/insights.ts times them over
 * a year of traffic on both databases.
 */
import { sql } from "kysely";
import { db } from "~/core/db/client.server.ts";
import "./tables.server.ts";

export interface DayRow {
  day: string;
  views: number;
  visitors: number;
}

export async function dailyTotals(from: string, to: string): Promise<DayRow[]> {
  const rows = await db().selectFrom("insights_days").select(["day", "views", "visitors"]).where("day", ">=", from).where("day", "<=", to).orderBy("day").execute();
  return rows.map((r) => ({ day: r.day, views: Number(r.views), visitors: Number(r.visitors) }));
}

export interface PageRow {
  path: string;
  views: number;
  visitors: number;
}

export async function topPages(from: string, to: string, limit: number): Promise<PageRow[]> {
  const rows = await db()
    .selectFrom("insights_pages")
    .select(["path", sql<number>`sum(views)`.as("views"), sql<number>`sum(visitors)`.as("visitors")])
    .where("day", ">=", from)
    .where("day", "<=", to)
    .groupBy("path")
    .orderBy(sql`sum(views)`, "desc")
    .orderBy("path")
    .limit(limit)
    .execute();
  return rows.map((r) => ({ path: r.path, views: Number(r.views), visitors: Number(r.visitors) }));
}

/** Views of a page and the pages under it (an event and its dates: /events/gala, /events/gala/2031-05-16). */
export async function viewsUnder(from: string, to: string, path: string): Promise<number> {
  const like = `${path.replace(/[\\%_]/g, (c) => `\\${c}`)}/%`;
  const r = await db()
    .selectFrom("insights_pages")
    .select(sql<number>`coalesce(sum(views), 0)`.as("views"))
    .where("day", ">=", from)
    .where("day", "<=", to)
    .where((eb) => eb.or([eb("path", "=", path), eb("path", "like", sql<string>`${like} escape '\\'`)]))
    .executeTakeFirst();
  return Number(r?.views ?? 0);
}

export interface DimRow {
  kind: string;
  value: string;
  views: number;
}

/** The top values of each dimension (referrer, source, campaign, device, browser). */
export async function dimensions(from: string, to: string, limit: number): Promise<DimRow[]> {
  const rows = await db()
    .selectFrom("insights_dims")
    .select(["kind", "value", sql<number>`sum(views)`.as("views")])
    .where("day", ">=", from)
    .where("day", "<=", to)
    .groupBy(["kind", "value"])
    .execute();
  const out = rows.map((r) => ({ kind: r.kind, value: r.value, views: Number(r.views) }));
  out.sort((a, b) => b.views - a.views || (a.value < b.value ? -1 : 1));
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
  const rows = await db()
    .selectFrom("insights_outcomes")
    .select(["kind", "subject", sql<number>`sum(count)`.as("count")])
    .where("day", ">=", from)
    .where("day", "<=", to)
    .groupBy(["kind", "subject"])
    .execute();
  return rows.map((r) => ({ kind: r.kind, subject: r.subject, count: Number(r.count) }));
}

/** Outcome counts per day (the CSV's and the chart's daily outcome columns). */
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

/** The first day anything was counted (the date picker's lower bound), or null. */
export async function firstDay(): Promise<string | null> {
  const r = await db().selectFrom("insights_days").select(sql<string>`min(day)`.as("first")).executeTakeFirst();
  return r?.first ?? null;
}
