/** The media capability's routes, placed by app/routes.ts. Paths are relative to their section. */
import type { RouteConfigEntry } from "@react-router/dev/routes";

/** Inside the public layout, e.g. route("media", "routes/site/media.tsx"). */
export const site: RouteConfigEntry[] = [];
/** Inside /admin (signed in), e.g. route("media", "routes/admin/media.tsx"). */
export const admin: RouteConfigEntry[] = [];
/** Outside any layout (feeds, files). */
export const resources: RouteConfigEntry[] = [];
