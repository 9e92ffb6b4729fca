/** A short status label next to an event; nothing for an ordinary scheduled date. */
import type { EventStatus } from "~/capabilities/events/lib/model.ts";
import { useI18n } from "~/core/i18n/react.tsx";

export function StatusBadge({ status, rescheduled }: { status: EventStatus; rescheduled?: boolean }) {
  const { t } = useI18n();
  if (status === "scheduled" && !rescheduled) return null;
  const label = t(
    status === "scheduled"
      ? "events.status.rescheduled"
      : status === "sold_out"
        ? "events.status.soldOut"
        : status === "postponed"
          ? "events.status.postponed"
          : "events.status.cancelled",
  );
  const kind = status === "scheduled" ? "rescheduled" : status;
  return <span className={`event-badge event-badge--${kind.replace("_", "-")}`}>{label}</span>;
}
