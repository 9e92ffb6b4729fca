/** The location capability's routes, placed by app/routes.ts: the studio's place finder asks the server through these. */
import { route, type RouteConfigEntry } from "@react-router/dev/routes";

export const admin: RouteConfigEntry[] = [
  route("places/search", "capabilities/location/routes/admin/places-search.ts"),
  route("places/link", "capabilities/location/routes/admin/places-link.ts"),
];
