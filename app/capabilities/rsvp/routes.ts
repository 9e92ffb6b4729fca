/** The RSVP capability's routes, placed by app/routes.ts. Paths are relative to their section. */
import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** Inside the public layout. */
export const site: RouteConfigEntry[] = [
  // The signed change/cancel link; one segment, so it never meets the two-segment form page.
  route("rsvp/reply", "capabilities/rsvp/routes/site/rsvp-reply.tsx"),
  route("rsvp/:eventId/:date", "capabilities/rsvp/routes/site/rsvp.tsx"),
];

/** Inside /admin (signed in). */
export const admin: RouteConfigEntry[] = [
  route("rsvp", "capabilities/rsvp/routes/admin/rsvp.tsx"),
  route("rsvp/:eventId", "capabilities/rsvp/routes/admin/rsvp-event.tsx"),
  route("rsvp/:eventId/:date", "capabilities/rsvp/routes/admin/rsvp-guests.tsx"),
  route("rsvp/:eventId/:date/guests.csv", "capabilities/rsvp/routes/admin/rsvp-export.ts"),
  route("rsvp/:eventId/:date/print", "capabilities/rsvp/routes/admin/rsvp-print.tsx"),
  route("rsvp/:eventId/:date/door", "capabilities/rsvp/routes/admin/rsvp-door.tsx"),
];
