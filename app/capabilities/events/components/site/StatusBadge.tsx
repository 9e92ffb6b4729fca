/** A short status label next to an event; nothing for an ordinary scheduled date. */
import type { EventStatus } from "~/capabilities/events/lib/model.ts";

export function StatusBadge({ status, rescheduled }: { status: EventStatus; rescheduled?: boolean }) {
  if (status === "scheduled" && !rescheduled) return null;
  const label = status === "scheduled" ? "Rescheduled" : status === "sold_out" ? "Sold out" : status === "postponed" ? "Postponed" : "Cancelled";
  const kind = status === "scheduled" ? "rescheduled" : status;
  return <span className={`event-badge event-badge--${kind.replace("_", "-")}`}>{label}</span>;
}
