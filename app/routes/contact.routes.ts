/** The contact capability's routes, placed by app/routes.ts. Paths are relative to their section. */
import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** Inside the public layout. */
export const site: RouteConfigEntry[] = [route("contact", "routes/site/contact.tsx")];
/** Inside /admin (signed in). The resource routes guard themselves. */
export const admin: RouteConfigEntry[] = [
  route("inbox", "routes/admin/inbox.tsx"),
  route("inbox/export.csv", "routes/admin/inbox-export.ts"),
  route("inbox/:id", "routes/admin/inbox-message.tsx"),
  route("inbox/:id/attachment", "routes/admin/inbox-attachment.ts"),
];
/** Outside any layout (feeds, files). */
export const resources: RouteConfigEntry[] = [];
