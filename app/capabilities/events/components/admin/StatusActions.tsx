/** Buttons for the status changes SPEC §4 allows from the current status. */
import { AdminForm, SubmitButton } from "~/core/ui/forms.tsx";
import { type EventStatus, STATUS_LABELS } from "~/capabilities/events/lib/model.ts";

const ACTION_LABEL: Record<EventStatus, string> = {
  scheduled: "Back to scheduled",
  postponed: "Postpone",
  cancelled: "Cancel the event",
  sold_out: "Mark sold out",
};

export function StatusActions({ status, transitions }: { status: EventStatus; transitions: readonly EventStatus[] }) {
  return (
    <section aria-labelledby="status-heading">
      <h2 id="status-heading">Status: {STATUS_LABELS[status]}</h2>
      {transitions.length ? (
        <div className="status-actions">
          {transitions.map((to) => (
            <AdminForm key={to}>
              <input type="hidden" name="to" value={to} />
              <SubmitButton name="intent" value="status" className={to === "cancelled" ? "danger small" : "secondary small"}>
                {ACTION_LABEL[to]}
              </SubmitButton>
            </AdminForm>
          ))}
        </div>
      ) : (
        <p className="muted">A cancelled event stays cancelled. For a new date, duplicate it.</p>
      )}
      <p className="hint muted">To reschedule, change the date below and save: the page then shows the earlier date as “rescheduled from”.</p>
    </section>
  );
}
