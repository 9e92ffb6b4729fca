/** The themes capability's routes, placed by app/routes.ts. */
import { route, type RouteConfigEntry } from "@react-router/dev/routes";

export const resources: RouteConfigEntry[] = [
  route("logo.svg", "capabilities/themes/routes/resources/logo.ts", { id: "logo-svg" }),
  route("logo.webp", "capabilities/themes/routes/resources/logo.ts", { id: "logo-webp" }),
];
export const admin: RouteConfigEntry[] = [route("theme", "capabilities/themes/routes/admin/theme.tsx")];
