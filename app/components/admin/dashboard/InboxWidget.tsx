import type { DashboardInboxData } from "~/server/dashboard/inbox.server.ts";

/** Unread messages, failed deliveries and e-mail warnings on the dashboard (filled by the contact capability). */
export function InboxWidget(_props: { data: DashboardInboxData }) {
  return null;
}
