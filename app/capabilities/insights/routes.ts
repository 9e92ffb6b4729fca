/** Insights' routes, placed by app/routes.ts. The counting itself has no route: it observes page views; its privacy paragraph is the notice's (legal capability, /privacy). */
import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** Inside /admin (signed in). */
export const admin: RouteConfigEntry[] = [
  route("insights", "capabilities/insights/routes/admin/insights.tsx"),
  route("insights/export.csv", "capabilities/insights/routes/admin/insights-export.ts"),
];
