/** The studio capability's routes, placed by app/routes.ts (which also places this capability's layout and dashboard). */
import { route, type RouteConfigEntry } from "@react-router/dev/routes";

export const admin: RouteConfigEntry[] = [
  route("audit", "capabilities/studio/routes/audit.tsx"),
  route("backup", "capabilities/studio/routes/backup.tsx"),
  route("backup/export", "capabilities/studio/routes/backup-export.ts"),
];
