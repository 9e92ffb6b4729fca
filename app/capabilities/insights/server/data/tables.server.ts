/** Row types of Insights' tables (migrations/0021-insights.server.ts). */
export interface InsightsDaysTable {
  day: string;
  views: number;
  visitors: number;
}
export interface InsightsPagesTable {
  day: string;
  path: string;
  views: number;
  visitors: number;
}
export interface InsightsDimsTable {
  day: string;
  kind: string;
  value: string;
  views: number;
}
export interface InsightsOutcomesTable {
  day: string;
  kind: string;
  subject: string;
  count: number;
}
export interface InsightsSeenTable {
  day: string;
  visitor: string;
  scope: string;
}
export interface InsightsSaltsTable {
  day: string;
  salt: string;
}

declare module "~/core/db/schema.server.ts" {
  interface Database {
    insights_days: InsightsDaysTable;
    insights_pages: InsightsPagesTable;
    insights_dims: InsightsDimsTable;
    insights_outcomes: InsightsOutcomesTable;
    insights_seen: InsightsSeenTable;
    insights_salts: InsightsSaltsTable;
  }
}

/** Monthly totals (migrations/0023): the same numbers added up per "YYYY-MM". */
export interface InsightsPagesMonthTable {
  month: string;
  path: string;
  views: number;
  visitors: number;
}
export interface InsightsDimsMonthTable {
  month: string;
  kind: string;
  value: string;
  views: number;
}
export interface InsightsOutcomesMonthTable {
  month: string;
  kind: string;
  subject: string;
  count: number;
}

declare module "~/core/db/schema.server.ts" {
  interface Database {
    insights_pages_m: InsightsPagesMonthTable;
    insights_dims_m: InsightsDimsMonthTable;
    insights_outcomes_m: InsightsOutcomesMonthTable;
  }
}
