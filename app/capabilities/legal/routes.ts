/** The legal capability's routes, placed by app/routes.ts: the legal notice and the privacy notice. */
import { route, type RouteConfigEntry } from "@react-router/dev/routes";

export const site: RouteConfigEntry[] = [
  route("legal", "capabilities/legal/routes/site/legal.tsx"),
  route("privacy", "capabilities/legal/routes/site/privacy.tsx"),
];
export const admin: RouteConfigEntry[] = [
  route("legal", "capabilities/legal/routes/admin/legal.tsx"),
  route("privacy", "capabilities/legal/routes/admin/privacy.tsx"),
];
