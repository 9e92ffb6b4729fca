/** The events capability's routes, placed by app/routes.ts. Paths are relative to their section. */
import { type RouteConfigEntry, route } from "@react-router/dev/routes";

/** Inside the public layout. */
export const site: RouteConfigEntry[] = [
  route("events", "capabilities/events/routes/site/events.tsx"),
  // Month grids and later list pages as paths a static host can serve (lib/list-urls.ts); before
  // events/:slug, whose slug can never be "month", "page" or "past" (RESERVED_EVENT_SLUGS).
  route("events/month", "capabilities/events/routes/site/events.tsx", {
    id: "capabilities/events/routes/site/events-this-month",
  }),
  route("events/month/:month", "capabilities/events/routes/site/events.tsx", {
    id: "capabilities/events/routes/site/events-month",
  }),
  route("events/page/:page", "capabilities/events/routes/site/events.tsx", {
    id: "capabilities/events/routes/site/events-page",
  }),
  route("events/past", "capabilities/events/routes/site/events-past.tsx"),
  route("events/past/page/:page", "capabilities/events/routes/site/events-past.tsx", {
    id: "capabilities/events/routes/site/events-past-page",
  }),
  route("events/:slug", "capabilities/events/routes/site/event.tsx"),
  // One date of a recurring event; the same page module, its own URL.
  route("events/:slug/:date", "capabilities/events/routes/site/event.tsx", {
    id: "capabilities/events/routes/site/event-occurrence",
  }),
];

/** Inside /admin (signed in). */
export const admin: RouteConfigEntry[] = [
  route("events", "capabilities/events/routes/admin/events.tsx"),
  route("events/new", "capabilities/events/routes/admin/events-new.tsx"),
  // Importing dates (issue 13); before :id so "import" is not an id.
  route("events/import", "capabilities/events/routes/admin/events-import.tsx"),
  route("events/import/:id", "capabilities/events/routes/admin/events-import-preview.tsx"),
  route("events/:id", "capabilities/events/routes/admin/events-edit.tsx"),
  // The event's line-up and running order (issue 32 §1).
  route("events/:id/lineup", "capabilities/events/routes/admin/event-lineup.tsx"),
  route("venues", "capabilities/events/routes/admin/venues.tsx"),
  route("venues/new", "capabilities/events/routes/admin/venues-new.tsx"),
  route("venues/:id", "capabilities/events/routes/admin/venues-edit.tsx"),
];

/** Outside any layout (feeds). */
export const resources: RouteConfigEntry[] = [
  route("calendar.ics", "capabilities/events/routes/resources/calendar.ts"),
  route("events/:slug/calendar.ics", "capabilities/events/routes/resources/event-calendar.ts"),
];
