/** A short status label next to an event; nothing for an ordinary scheduled date. */
import type { EventStatus } from "~/capabilities/events/lib/model.ts";
import { useI18n } from "~/core/i18n/react.tsx";
import type { Translator } from "~/core/i18n/translator.ts";

/** `t`: the server's translator, for markup rendered outside the page's React tree (the home page's dates). */
export function StatusBadge(props: { status: EventStatus; rescheduled?: boolean; t?: Translator["t"] }) {
  const { status, rescheduled } = props;
  const page = useI18n();
  const t = props.t ?? page.t;
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
