/** The events capability's routes, placed by app/routes.ts. Paths are relative to their section. */
import type { RouteConfigEntry } from "@react-router/dev/routes";

/** Inside the public layout, e.g. route("events", "routes/site/events.tsx"). */
export const site: RouteConfigEntry[] = [];
/** Inside /admin (signed in), e.g. route("events", "routes/admin/events.tsx"). */
export const admin: RouteConfigEntry[] = [];
/** Outside any layout (feeds, files). */
export const resources: RouteConfigEntry[] = [];
