/**
 * The whole URL map. Each capability lists its own routes in
 * app/routes/<capability>.routes.ts; this file places them.
 */
import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";
import * as events from "./routes/events.routes.ts";
import * as contact from "./routes/contact.routes.ts";
import * as media from "./routes/media.routes.ts";

export default [
  // Non-UI resources: feeds, files, health, search-engine files.
  route("healthz", "routes/resources/healthz.ts"),
  route("robots.txt", "routes/resources/robots.ts"),
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  ...events.resources,
  ...contact.resources,
  ...media.resources,

  // Public site.
  layout("routes/site/layout.tsx", [
    index("routes/site/home.tsx"),
    route("about", "routes/site/about.tsx"),
    ...events.site,
    ...contact.site,
    ...media.site,
  ]),

  // Studio.
  ...prefix("admin", [
    route("setup", "routes/admin/setup.tsx"),
    route("login", "routes/admin/login.tsx"),
    route("logout", "routes/admin/logout.tsx"),
    layout("routes/admin/layout.tsx", [
      index("routes/admin/dashboard.tsx"),
      route("account", "routes/admin/account.tsx"),
      route("users", "routes/admin/users.tsx"),
      route("settings", "routes/admin/settings.tsx"),
      route("audit", "routes/admin/audit.tsx"),
      route("backup", "routes/admin/backup.tsx"),
      route("backup/export", "routes/admin/backup-export.ts"),
      ...events.admin,
      ...contact.admin,
      ...media.admin,
    ]),
  ]),

  route("*", "routes/site/not-found.tsx"),
] satisfies RouteConfig;
