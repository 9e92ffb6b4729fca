/** The events capability's routes, placed by app/routes.ts. Paths are relative to their section. */
import { type RouteConfigEntry, route } from "@react-router/dev/routes";

/** Inside the public layout. */
export const site: RouteConfigEntry[] = [
  route("events", "routes/site/events.tsx"),
  route("events/past", "routes/site/events-past.tsx"),
  route("events/:slug", "routes/site/event.tsx"),
  // One date of a recurring event; the same page module, its own URL.
  route("events/:slug/:date", "routes/site/event.tsx", { id: "routes/site/event-occurrence" }),
];

/** Inside /admin (signed in). */
export const admin: RouteConfigEntry[] = [
  route("events", "routes/admin/events.tsx"),
  route("events/new", "routes/admin/events-new.tsx"),
  route("events/:id", "routes/admin/events-edit.tsx"),
];

/** Outside any layout (feeds). */
export const resources: RouteConfigEntry[] = [
  route("calendar.ics", "routes/resources/calendar.ts"),
  route("events/:slug/calendar.ics", "routes/resources/event-calendar.ts"),
];
