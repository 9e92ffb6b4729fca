/** The site capability's routes, placed by app/routes.ts (which also places this capability's layout, home page and 404). */
import { route, type RouteConfigEntry } from "@react-router/dev/routes";

export const resources: RouteConfigEntry[] = [
  route("robots.txt", "capabilities/site/routes/resources/robots.ts"),
  route("sitemap.xml", "capabilities/site/routes/resources/sitemap.ts"),
  route("social-icons.svg", "capabilities/site/routes/resources/social-icons.ts"),
];
export const site: RouteConfigEntry[] = [route("about", "capabilities/site/routes/about.tsx")];
export const admin: RouteConfigEntry[] = [
  route("settings", "capabilities/site/routes/admin/settings.tsx"),
  // The settings' own sub-pages (ADR 2740); E-mail, Payments and Publishing are their capabilities' routes.
  route("settings/general", "capabilities/site/routes/admin/settings-general.tsx"),
  route("settings/home", "capabilities/site/routes/admin/settings-home.tsx"),
  route("settings/contact", "capabilities/site/routes/admin/settings-contact.tsx"),
  route("settings/social", "capabilities/site/routes/admin/settings-social.tsx"),
];
