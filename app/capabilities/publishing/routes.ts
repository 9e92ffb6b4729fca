/** The publishing capability's routes, placed by app/routes.ts. */
import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** Inside /admin (signed in, owners). */
export const admin: RouteConfigEntry[] = [
  route("settings/publishing", "capabilities/publishing/routes/admin/publishing.tsx"),
  route("settings/publishing/:id", "capabilities/publishing/routes/admin/publishing-target.tsx"),
];
