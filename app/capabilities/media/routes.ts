/** The media capability's routes, placed by app/routes.ts. Paths are relative to their section. */
import { type RouteConfigEntry, route } from "@react-router/dev/routes";

/** Inside the public layout. */
export const site: RouteConfigEntry[] = [
  route("media", "capabilities/media/routes/site/media.tsx"),
  route("gallery", "capabilities/media/routes/site/gallery.tsx"),
  // One route for the album and each of its items, so moving between items keeps the lightbox mounted.
  route("gallery/:slug/:item?", "capabilities/media/routes/site/gallery-album.tsx"),
];

/** Inside /admin (signed in). */
export const admin: RouteConfigEntry[] = [
  route("media", "capabilities/media/routes/admin/media.tsx"),
  route("media/release", "capabilities/media/routes/admin/release.tsx"),
  route("gallery", "capabilities/media/routes/admin/gallery.tsx"),
  route("gallery/:id", "capabilities/media/routes/admin/gallery-album.tsx"),
  route("uploads", "capabilities/media/routes/admin/uploads.ts"),
];

/** Outside any layout (files). */
export const resources: RouteConfigEntry[] = [route("uploads/*", "capabilities/media/routes/resources/uploads.ts")];
