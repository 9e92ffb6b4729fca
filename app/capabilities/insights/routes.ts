/** Insights' routes, placed by app/routes.ts. The counting itself has no route: it observes page views. */
import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** Inside the public layout: the privacy page (the owner's notice and what the capabilities keep). */
export const site: RouteConfigEntry[] = [route("privacy", "capabilities/insights/routes/site/privacy.tsx")];
/** Inside /admin (signed in). */
export const admin: RouteConfigEntry[] = [
  route("insights", "capabilities/insights/routes/admin/insights.tsx"),
  route("insights/export.csv", "capabilities/insights/routes/admin/insights-export.ts"),
];
