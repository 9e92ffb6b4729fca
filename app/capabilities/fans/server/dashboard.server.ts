/** The dashboard's Fans card: subscribers by status and the new confirmations of the last 7 days. */
import { countByStatus, countConfirmedSince } from "./data/subscribers.server.ts";

export interface DashboardFans {
  confirmed: number;
  pending: number;
  newThisWeek: number;
}

export async function loadDashboardFans(now = new Date()): Promise<DashboardFans> {
  const [counts, newThisWeek] = await Promise.all([
    countByStatus(),
    countConfirmedSince(new Date(now.getTime() - 7 * 86_400_000).toISOString()),
  ]);
  return { confirmed: counts.confirmed, pending: counts.pending, newThisWeek };
}
