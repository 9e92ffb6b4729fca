/** Dashboard data from the contact capability (unread messages, failed deliveries, e-mail warnings). Filled by that capability. */
export type DashboardInboxData = null;
export async function loadDashboardInbox(): Promise<DashboardInboxData> {
  return null;
}
