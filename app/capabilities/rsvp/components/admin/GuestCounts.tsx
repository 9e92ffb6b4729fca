/** A date's counts: places confirmed of the capacity, waitlisted, cancelled, checked in. */
import type { DateCountsView } from "../../lib/counts.ts";
import { useStudioI18n } from "~/core/i18n/studio.tsx";

export function GuestCounts({ counts: c, capacity }: { counts: DateCountsView; capacity: number | null }) {
  const { t } = useStudioI18n();
  const replies = (count: number) => t("rsvp.studio.counts.replies", { count });
  return (
    <dl className="rsvp-counts" aria-live="polite">
      <div>
        <dt>{t("rsvp.studio.counts.confirmed")}</dt>
        <dd>
          {c.confirmedPlaces}
          {capacity !== null ? ` / ${capacity}` : ""} <span className="muted">({replies(c.confirmed)})</span>
        </dd>
      </div>
      <div>
        <dt>{t("rsvp.studio.counts.waitlisted")}</dt>
        <dd>
          {c.waitlistedPlaces} <span className="muted">({replies(c.waitlisted)})</span>
        </dd>
      </div>
      <div>
        <dt>{t("rsvp.studio.counts.cancelled")}</dt>
        <dd>{c.cancelled}</dd>
      </div>
      <div>
        <dt>{t("rsvp.studio.counts.checkedIn")}</dt>
        <dd>
          {c.checkedInPlaces} <span className="muted">{t("rsvp.studio.counts.of", { count: c.confirmedPlaces })}</span>
        </dd>
      </div>
    </dl>
  );
}
