/** One part of the import preview (new, changed, unchanged): each date with its time, repeat and status. */
import { useStudioI18n } from "~/core/i18n/studio.tsx";
import type { EventStatus } from "~/capabilities/events/lib/model.ts";
import { STATUS_KEYS } from "~/capabilities/events/components/admin/StatusActions.tsx";
import { Link } from "react-router";

export interface PlanItem {
  key: string;
  title: string;
  when: string;
  repeats: string;
  exceptions: string;
  status: string;
  note?: string;
  eventId?: string;
}

function Rows({ rows }: { rows: readonly PlanItem[] }) {
  const { t } = useStudioI18n();
  return (
    <ul className="event-import__rows">
      {rows.map((r) => (
        <li key={r.key}>
          <span className="event-import__title">
            {r.eventId ? <Link to={`/admin/events/${r.eventId}`}>{r.title}</Link> : <strong>{r.title}</strong>}
            {r.status !== "scheduled" && r.status in STATUS_KEYS ? (
              <span className="event-import__status"> · {t(STATUS_KEYS[r.status as EventStatus])}</span>
            ) : null}
          </span>
          <span className="event-import__when">{r.when}</span>
          {r.repeats ? <span className="event-import__when">{r.repeats}</span> : null}
          {r.exceptions ? <span className="event-import__when">{r.exceptions}</span> : null}
          {r.note ? <span className="hint">{r.note}</span> : null}
        </li>
      ))}
    </ul>
  );
}

export function PlanList({
  id,
  title,
  rows,
  hint,
  collapsed,
}: {
  id: string;
  title: string;
  rows: readonly PlanItem[];
  hint?: string;
  collapsed?: boolean;
}) {
  if (!rows.length) return null;
  if (collapsed) {
    return (
      <details className="event-import__part">
        <summary>
          {title} ({rows.length})
        </summary>
        <Rows rows={rows} />
      </details>
    );
  }
  return (
    <section aria-labelledby={id} className="event-import__part">
      <h2 id={id}>
        {title} ({rows.length})
      </h2>
      {hint ? <p className="hint">{hint}</p> : null}
      <Rows rows={rows} />
    </section>
  );
}
