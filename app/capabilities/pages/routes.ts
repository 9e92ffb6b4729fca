/** The pages capability's routes, placed by app/routes.ts. */
import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/**
 * Inside the public layout. "/:slug" ranks below every static route, and a
 * page may not take a built-in address (lib/reserved.ts), so it shadows none.
 */
export const site: RouteConfigEntry[] = [route(":slug", "capabilities/pages/routes/site/page.tsx")];

/** Inside /admin (signed in). */
export const admin: RouteConfigEntry[] = [
  route("pages", "capabilities/pages/routes/admin/pages.tsx"),
  route("pages/new", "capabilities/pages/routes/admin/pages-new.tsx"),
  route("pages/:id", "capabilities/pages/routes/admin/pages-edit.tsx"),
  route("navigation", "capabilities/pages/routes/admin/navigation.tsx"),
];
