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
