/** The contact capability's routes, placed by app/routes.ts. Paths are relative to their section. */
import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** Inside the public layout. */
export const site: RouteConfigEntry[] = [route("contact", "capabilities/contact/routes/site/contact.tsx")];
/** Inside /admin (signed in). The resource routes guard themselves. */
export const admin: RouteConfigEntry[] = [
  route("inbox", "capabilities/contact/routes/admin/inbox.tsx"),
  route("inbox/export.csv", "capabilities/contact/routes/admin/inbox-export.ts"),
  route("inbox/:id", "capabilities/contact/routes/admin/inbox-message.tsx"),
  route("inbox/:id/attachment", "capabilities/contact/routes/admin/inbox-attachment.ts"),
  route("settings/email", "capabilities/contact/routes/admin/email-settings.tsx"),
];
