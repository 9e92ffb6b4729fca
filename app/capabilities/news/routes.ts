/** The news capability's routes, placed by app/routes.ts. */
import { route, type RouteConfigEntry } from "@react-router/dev/routes";

export const site: RouteConfigEntry[] = [
  route("news", "capabilities/news/routes/site/news.tsx"),
  // Later pages of the list as paths a static host can serve (core/http/list-urls.ts).
  route("news/page/:page", "capabilities/news/routes/site/news.tsx", { id: "capabilities/news/routes/site/news-page" }),
  route("news/:slug", "capabilities/news/routes/site/post.tsx"),
];
export const admin: RouteConfigEntry[] = [
  route("news", "capabilities/news/routes/admin/news.tsx"),
  route("news/new", "capabilities/news/routes/admin/news-new.tsx"),
  route("news/:id", "capabilities/news/routes/admin/news-edit.tsx"),
];
export const resources: RouteConfigEntry[] = [route("news.xml", "capabilities/news/routes/resources/feed.ts")];
