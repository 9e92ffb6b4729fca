/** The fans capability's routes, placed by app/routes.ts. Paths are relative to their section. */
import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** Inside the public layout. */
export const site: RouteConfigEntry[] = [
  route("subscribe", "capabilities/fans/routes/site/subscribe.tsx"),
  route("subscribe/thanks", "capabilities/fans/routes/site/thanks.tsx"),
  route("subscribe/confirm", "capabilities/fans/routes/site/confirm.tsx"),
  route("unsubscribe", "capabilities/fans/routes/site/unsubscribe.tsx"),
];

/** Outside any layout: RFC 8058's one-click POST target (a GET goes to the page). */
export const resources: RouteConfigEntry[] = [
  route("unsubscribe/one-click", "capabilities/fans/routes/resources/one-click.ts"),
];

/** Inside /admin (signed in). */
export const admin: RouteConfigEntry[] = [
  route("fans", "capabilities/fans/routes/admin/fans.tsx"),
  route("fans/export.csv", "capabilities/fans/routes/admin/fans-export.ts"),
  route("fans/import", "capabilities/fans/routes/admin/fans-import.tsx"),
  route("fans/settings", "capabilities/fans/routes/admin/fans-settings.tsx"),
  route("fans/newsletters", "capabilities/fans/routes/admin/newsletters.tsx"),
  route("fans/newsletters/new", "capabilities/fans/routes/admin/newsletter-new.tsx"),
  route("fans/newsletters/:id", "capabilities/fans/routes/admin/newsletter.tsx"),
  route("fans/newsletters/:id/preview", "capabilities/fans/routes/admin/newsletter-preview.ts"),
];
