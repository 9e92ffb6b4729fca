/** The fediverse capability's routes, placed by app/routes.ts: the account and its followers in the studio. */
import { route, type RouteConfigEntry } from "@react-router/dev/routes";

export const admin: RouteConfigEntry[] = [route("fediverse", "capabilities/fediverse/routes/admin/fediverse.tsx")];
