/** The operations capability's routes, placed by app/routes.ts: the studio's Backups and Health pages, and /metrics. */
import { route, type RouteConfigEntry } from "@react-router/dev/routes";

export const resources: RouteConfigEntry[] = [route("metrics", "capabilities/operations/routes/metrics.ts")];

export const admin: RouteConfigEntry[] = [
  route("backups", "capabilities/operations/routes/admin/backups.tsx"),
  route("backups/:id/download", "capabilities/operations/routes/admin/backup-download.ts"),
  route("health", "capabilities/operations/routes/admin/health.tsx"),
];
