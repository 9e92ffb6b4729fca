/**
 * Buttons for the status changes SPEC §4 allows from the current status, and
 * a series' dates called off one by one (ADR 2910: by "Cancel this date and
 * refund every order"), which no button undoes.
 */
import { AdminForm, SubmitButton } from "~/core/ui/forms.tsx";
import type { EventStatus } from "~/capabilities/events/lib/model.ts";
import { useStudioI18n } from "~/core/i18n/studio.tsx";

const ACTION_KEY: Record<EventStatus, string> = {
  scheduled: "events.studio.status.toScheduled",
  postponed: "events.studio.status.toPostponed",
  cancelled: "events.studio.status.toCancelled",
  sold_out: "events.studio.status.toSoldOut",
};

/** The status names in the studio's language. */
export const STATUS_KEYS: Record<EventStatus, string> = {
  scheduled: "events.studio.status.scheduled",
  postponed: "events.studio.status.postponed",
  cancelled: "events.studio.status.cancelled",
  sold_out: "events.studio.status.soldOut",
};

export function StatusActions({
  status,
  transitions,
  cancelledDates = [],
}: {
  status: EventStatus;
  transitions: readonly EventStatus[];
  /** A series' cancelled dates: key ("YYYY-MM-DD") and label in the studio's language. */
  cancelledDates?: readonly { date: string; label: string }[];
}) {
  const { t } = useStudioI18n();
  return (
    <section aria-labelledby="status-heading">
      <h2 id="status-heading">{t("events.studio.status.heading", { status: t(STATUS_KEYS[status]) })}</h2>
      {transitions.length ? (
        <div className="status-actions">
          {transitions.map((to) => (
            <AdminForm key={to}>
              <input type="hidden" name="to" value={to} />
              <SubmitButton
                name="intent"
                value="status"
                className={to === "cancelled" ? "danger small" : "secondary small"}
              >
                {t(ACTION_KEY[to])}
              </SubmitButton>
            </AdminForm>
          ))}
        </div>
      ) : (
        <p className="muted">{t("events.studio.status.final")}</p>
      )}
      {cancelledDates.length ? (
        <>
          <h3 id="cancelled-dates-heading">{t("events.studio.dates.cancelledHeading")}</h3>
          <ul aria-labelledby="cancelled-dates-heading">
            {cancelledDates.map((d) => (
              <li key={d.date}>
                <time dateTime={d.date}>{d.label}</time>
              </li>
            ))}
          </ul>
          <p className="hint muted">{t("events.studio.dates.cancelledHint")}</p>
        </>
      ) : null}
      <p className="hint muted">{t("events.studio.status.reschedule")}</p>
    </section>
  );
}
