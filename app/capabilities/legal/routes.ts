/** The legal capability's routes, placed by app/routes.ts. */
import { route, type RouteConfigEntry } from "@react-router/dev/routes";

export const site: RouteConfigEntry[] = [route("legal", "capabilities/legal/routes/site/legal.tsx")];
export const admin: RouteConfigEntry[] = [route("legal", "capabilities/legal/routes/admin/legal.tsx")];
