/** The media capability's routes, placed by app/routes.ts. Paths are relative to their section. */
import { type RouteConfigEntry, route } from "@react-router/dev/routes";

/** Inside the public layout. */
export const site: RouteConfigEntry[] = [
  route("media", "routes/site/media.tsx"),
  route("gallery", "routes/site/gallery.tsx"),
  // One route for the album and each of its items, so moving between items keeps the lightbox mounted.
  route("gallery/:slug/:item?", "routes/site/gallery-album.tsx"),
];

/** Inside /admin (signed in). */
export const admin: RouteConfigEntry[] = [
  route("media", "routes/admin/media.tsx"),
  route("gallery", "routes/admin/gallery.tsx"),
  route("gallery/:id", "routes/admin/gallery-album.tsx"),
  route("uploads", "routes/admin/uploads.ts"),
];

/** Outside any layout (files). */
export const resources: RouteConfigEntry[] = [route("uploads/*", "routes/resources/uploads.ts")];
