/** Dashboard data from the events capability (next events). Filled by that capability. */
export type DashboardEventsData = null;
export async function loadDashboardEvents(): Promise<DashboardEventsData> {
  return null;
}
