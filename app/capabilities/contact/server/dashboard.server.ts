/** Dashboard data from the contact capability: unread messages, failed deliveries, e-mail warnings. */
import { countByStatus, listMessages } from "~/capabilities/contact/server/data/messages.server.ts";
import { recentFailed } from "~/capabilities/contact/server/data/deliveries.server.ts";
import { getSettings } from "~/core/settings/settings.server.ts";
import { emailStatus, type EmailStatus } from "./email-status.server.ts";
import type { Translator } from "~/core/i18n/translator.ts";
import { studioTranslatorFor } from "~/core/i18n/studio.server.ts";

export interface DashboardInboxData {
  unread: number;
  latest: { id: string; name: string; topic: "booking" | "press" | "general"; received_at: string }[];
  failed: { id: string; messageId: string | null; name: string | null; error: string | null }[];
  email: EmailStatus;
  timeZone: string;
}

/** `tr`: the studio translator of the person whose dashboard it is (English by default: tests, tools). */
export async function loadDashboardInbox(
  tr: Pick<Translator, "t"> = studioTranslatorFor("en"),
): Promise<DashboardInboxData> {
  const [counts, latest, failed, email, settings] = await Promise.all([
    countByStatus(),
    listMessages({ filter: "new", limit: 5 }),
    recentFailed(5),
    emailStatus(tr),
    getSettings(),
  ]);
  return {
    unread: counts.new,
    latest: latest.rows.map((m) => ({ id: m.id, name: m.name, topic: m.topic, received_at: m.received_at })),
    failed: failed.map((d) => ({ id: d.id, messageId: d.message_id, name: d.message_name, error: d.last_error })),
    email,
    timeZone: settings.time_zone,
  };
}
