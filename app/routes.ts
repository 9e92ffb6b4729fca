/**
 * The whole URL map. Each capability lists its own routes in
 * app/capabilities/<name>/routes.ts; this file places them.
 */
import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";
import * as events from "./capabilities/events/routes.ts";
import * as contact from "./capabilities/contact/routes.ts";
import * as media from "./capabilities/media/routes.ts";

export default [
  // Non-UI resources: feeds, files, health, search-engine files.
  route("healthz", "core/routes/healthz.ts"),
  route("robots.txt", "capabilities/site/routes/resources/robots.ts"),
  route("sitemap.xml", "capabilities/site/routes/resources/sitemap.ts"),
  ...events.resources,
  ...contact.resources,
  ...media.resources,

  // Public site.
  layout("capabilities/site/routes/layout.tsx", { id: "site" }, [
    index("capabilities/site/routes/home.tsx"),
    route("about", "capabilities/site/routes/about.tsx"),
    ...events.site,
    ...contact.site,
    ...media.site,
  ]),

  // Studio.
  ...prefix("admin", [
    route("setup", "capabilities/accounts/routes/setup.tsx"),
    route("login", "capabilities/accounts/routes/login.tsx"),
    route("logout", "capabilities/accounts/routes/logout.tsx"),
    layout("capabilities/studio/routes/layout.tsx", { id: "studio" }, [
      index("capabilities/studio/routes/dashboard.tsx"),
      route("account", "capabilities/accounts/routes/account.tsx"),
      route("users", "capabilities/accounts/routes/users.tsx"),
      route("settings", "capabilities/site/routes/admin/settings.tsx"),
      route("audit", "capabilities/studio/routes/audit.tsx"),
      route("backup", "capabilities/studio/routes/backup.tsx"),
      route("backup/export", "capabilities/studio/routes/backup-export.ts"),
      ...events.admin,
      ...contact.admin,
      ...media.admin,
    ]),
  ]),

  route("*", "capabilities/site/routes/not-found.tsx"),
] satisfies RouteConfig;
