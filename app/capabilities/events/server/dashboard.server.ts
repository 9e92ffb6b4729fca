/** Dashboard data from the events capability: the next dates and how many drafts wait. */
import type { OccurrenceView } from "~/capabilities/events/lib/views.ts";
import { occurrenceView } from "~/capabilities/events/lib/views.ts";
import { countEvents } from "~/capabilities/events/server/data/events.server.ts";
import { upcomingOccurrences } from "~/capabilities/events/server/data/queries.server.ts";
import type { User } from "~/core/auth/data/users.server.ts";
import { studioLocale } from "~/core/i18n/studio.server.ts";
import { localeInfo } from "~/core/i18n/locales.ts";

export interface DashboardEventsData {
  next: (OccurrenceView & { adminPath: string })[];
  drafts: number;
}

/**
 * The next dates, written the reader's studio language's way (dates and times by Intl): the language's
 * `intl` tag, not its code — "en" alone is American English to Intl (12-hour clock, month first), where
 * the studio's English is British (issue 25).
 */
export async function loadDashboardEvents(user: Pick<User, "studio_language">): Promise<DashboardEventsData> {
  const [list, drafts, locale] = await Promise.all([
    upcomingOccurrences(Date.now(), 5),
    countEvents("draft"),
    studioLocale(user),
  ]);
  const now = Date.now();
  return {
    next: list.map(({ event, occ }) => ({
      ...occurrenceView(event, occ, now, localeInfo(locale).intl),
      adminPath: `/admin/events/${event.id}`,
    })),
    drafts,
  };
}
