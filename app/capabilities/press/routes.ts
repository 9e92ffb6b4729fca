/** The press capability's routes, placed by app/routes.ts. */
import { route, type RouteConfigEntry } from "@react-router/dev/routes";

export const site: RouteConfigEntry[] = [route("press", "capabilities/press/routes/site/press.tsx")];
export const admin: RouteConfigEntry[] = [route("press", "capabilities/press/routes/admin/press.tsx")];
/** The downloads: files, outside any layout. */
export const resources: RouteConfigEntry[] = [
  route("press/photos.zip", "capabilities/press/routes/resources/photos-zip.ts"),
  route("press/photos/:id", "capabilities/press/routes/resources/photo.ts"),
  route("press/files/:name", "capabilities/press/routes/resources/file.ts"),
];
