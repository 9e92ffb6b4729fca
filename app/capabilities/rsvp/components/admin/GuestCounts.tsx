/** A date's counts: places confirmed of the capacity, waitlisted, cancelled, checked in. */
import type { DateCountsView } from "../../lib/counts.ts";

const replies = (n: number) => (n === 1 ? "1 reply" : `${n} replies`);

export function GuestCounts({ counts: c, capacity }: { counts: DateCountsView; capacity: number | null }) {
  return (
    <dl className="rsvp-counts" aria-live="polite">
      <div>
        <dt>Confirmed</dt>
        <dd>
          {c.confirmedPlaces}
          {capacity !== null ? ` / ${capacity}` : ""} <span className="muted">({replies(c.confirmed)})</span>
        </dd>
      </div>
      <div>
        <dt>Waitlisted</dt>
        <dd>
          {c.waitlistedPlaces} <span className="muted">({replies(c.waitlisted)})</span>
        </dd>
      </div>
      <div>
        <dt>Cancelled</dt>
        <dd>{c.cancelled}</dd>
      </div>
      <div>
        <dt>Checked in</dt>
        <dd>
          {c.checkedInPlaces} <span className="muted">of {c.confirmedPlaces}</span>
        </dd>
      </div>
    </dl>
  );
}
